/// A JSON value as the language server exchanges it and the command-line tool reads it.
/// Objects keep their members in order, so what is written is deterministic and reads in the
/// order it was built, and an error can name the first offending member.
public enum JSONValue: Sendable, Hashable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number: its value, and its text when it was read.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in order.
    case object(JSONObject)

    /// The member `key` of an object; nil for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The value as a string, if it is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The value as an exact integer in `Int` range, if it is one (`3`, not `3.5` or `1e300`).
    public var intValue: Int? {
        guard case .number(let number) = self else { return nil }
        return number.intValue
    }

    /// The value as a Boolean, if it is one.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The elements, if the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// Whether the value is `null`.
    public var isNull: Bool { self == .null }

    /// The JSON type's name with its article, for `'rule' must be a number, found a string`.
    public var typeName: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// No `ExpressibleByNilLiteral`: a `nil` meant as "leave the member out" (`fields`) must never
// turn into `null` silently.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements.map { ($0.0, $0.1) })) }
}

extension JSONValue {
    /// An integer.
    public static func int(_ value: Int) -> JSONValue { .number(JSONNumber(Double(value))) }

    /// A string, or `null` for nil.
    public static func string(orNull value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An object from members in order, leaving out those whose value is nil (optional fields).
    public static func fields(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(JSONObject(members.compactMap { key, value in value.map { (key, $0) } }))
    }
}
