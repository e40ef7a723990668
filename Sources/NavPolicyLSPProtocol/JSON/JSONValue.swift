/// A JSON value as the protocol exchanges it. Objects keep their members in order, so what the
/// server writes is deterministic and reads in the order it was built.
public enum JSONValue: Sendable, Hashable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number (JSON has one number type; integers up to 2^53 are exact).
    case number(Double)
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
        guard case .number(let number) = self, number.rounded() == number, abs(number) <= 9_007_199_254_740_992 else { return nil }
        return Int(number)
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
}

/// A JSON object: members in the order written or built. Lookup is linear, which suits the
/// protocol's small objects; a duplicated key reads as its first occurrence.
public struct JSONObject: Sendable, Hashable {
    /// The members in order.
    public private(set) var members: [(key: String, value: JSONValue)]

    /// An object with these members, in order.
    public init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = members
    }

    /// The value of `key`, or nil.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// Adds a member at the end.
    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append((key, value))
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

// No `ExpressibleByNilLiteral`: a `nil` meant as "leave the member out" (`fields`) must never
// turn into `null` silently.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements.map { ($0.0, $0.1) })) }
}

extension JSONValue {
    /// An integer.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// A string, or `null` for nil.
    public static func string(orNull value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An object from members in order, leaving out those whose value is nil (optional fields).
    public static func fields(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(JSONObject(members.compactMap { key, value in value.map { (key, $0) } }))
    }
}
