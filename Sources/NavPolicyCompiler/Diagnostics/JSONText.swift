import NavPolicy

/// JSON text helpers shared by every JSON output (diagnostics, SARIF, tables, decisions), and
/// the words `navpolicy eval` reads and writes for a request's values and a decision's action,
/// for tools that write the same documents (the WebKitGTK scenario runner).
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
    package static func quotedOrNull(_ value: String?) -> String {
        value.map(quoted) ?? "null"
    }

    /// A JSON number, or `null` for nil.
    package static func numberOrNull(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }

    /// A request target's word (`new-window`), as policies and JSON requests spell it.
    package static func word(_ target: NavigationTarget) -> String { target.name }

    /// A navigation type's word (`form-submit`), as policies and JSON requests spell it.
    package static func word(_ navigation: NavigationType) -> String { navigation.name }

    /// A web view's word (`popup`), as policies and JSON requests spell it.
    package static func word(_ view: NavigationView) -> String { view.name }

    /// An action's word in JSON output (`open-external`).
    public static func word(_ action: Action) -> String { action.jsonName }
}
