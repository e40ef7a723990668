import NavPolicyJSON

extension JSONValue {
    /// The member `key` read by `read`, or an invalid-params error naming the member (missing,
    /// or of the wrong type).
    public func required<Value>(_ key: String, _ read: (JSONValue) -> Value?) throws(ResponseError) -> Value {
        guard let member = self[key] else { throw .invalidParams("'\(key)' is missing") }
        guard let value = read(member) else { throw .invalidParams("'\(key)' has the wrong type") }
        return value
    }

    /// The member `key` read by `read`; nil when it is missing or `null`, an error when it has
    /// the wrong type.
    public func optional<Value>(_ key: String, _ read: (JSONValue) -> Value?) throws(ResponseError) -> Value? {
        guard let member = self[key], !member.isNull else { return nil }
        guard let value = read(member) else { throw .invalidParams("'\(key)' has the wrong type") }
        return value
    }

    /// The member `key` decoded as a protocol type.
    public func required<Value: JSONDecodable>(_ key: String, as type: Value.Type) throws(ResponseError) -> Value {
        guard let member = self[key] else { throw .invalidParams("'\(key)' is missing") }
        return try Value(json: member)
    }

    /// The value at a path of object members (`["textDocument", "uri"]`), or nil.
    public func member(at path: [String]) -> JSONValue? {
        path.reduce(Optional(self)) { value, key in value?[key] }
    }
}

/// A protocol type read from JSON; wrong input is an invalid-params error.
public protocol JSONDecodable: Sendable {
    /// Reads the value.
    init(json: JSONValue) throws(ResponseError)
}

/// A protocol type written as JSON.
public protocol JSONEncodable: Sendable {
    /// The value as JSON.
    var json: JSONValue { get }
}

extension Array: JSONEncodable where Element: JSONEncodable {
    /// The elements as a JSON array.
    public var json: JSONValue { .array(map(\.json)) }
}
