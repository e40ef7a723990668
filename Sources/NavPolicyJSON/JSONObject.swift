/// A JSON object: members in the order written or built. Lookup is linear, which suits the
/// small objects of requests and protocol messages. `JSONParser` never makes an object with a
/// repeated key; one built in code with a repeated key reads as its first occurrence.
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
