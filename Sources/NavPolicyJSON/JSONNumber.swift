/// A JSON number: its value as a `Double` (JSON has one number type; integers up to 2^53 are
/// exact), and the text it was read from, which the command-line tool checks and quotes as
/// written (`"status": 404.0` is not a status code). Two numbers are equal when their values
/// are (`1`, `1.0` and `1e0` alike), so only `text` tells how a number was written.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The value; always finite when read (`JSONParser` refuses `1e999`).
    public let value: Double
    /// The text as read (`3`, `-1.5e2`, `1.50`), or the writer's text of `value` when built in code.
    public let text: String

    /// A number built in code; its text is what `JSONWriter` prints (`42`, `0.5`, `null` when not finite).
    public init(_ value: Double) {
        self.value = value
        text = JSONWriter.text(of: value)
    }

    /// A number read from `text`, whose value is `value`.
    package init(value: Double, text: String) {
        self.value = value
        self.text = text
    }

    /// An integer written in code (`.number(3)`).
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// A fraction written in code (`.number(0.5)`).
    public init(floatLiteral value: Double) { self.init(value) }

    /// The value as an exact integer in `Int` range, if it is one (`3`, not `3.5` or `1e300`).
    public var intValue: Int? {
        guard value.rounded() == value, abs(value) <= 9_007_199_254_740_992 else { return nil }
        return Int(value)
    }

    /// The text, as read or as it would be written.
    public var description: String { text }

    /// Whether the values are equal, however they were written.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }

    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
