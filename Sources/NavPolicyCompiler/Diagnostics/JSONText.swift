/// JSON text helpers shared by every JSON output (diagnostics, SARIF, tables, decisions).
public enum JSONText {
    /// `value` as a JSON string literal, quotes included, with control characters escaped.
    public static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON string literal, or `null` for nil.
    public static func quotedOrNull(_ value: String?) -> String {
        value.map(quoted) ?? "null"
    }

    /// A JSON number, or `null` for nil.
    public static func numberOrNull(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
