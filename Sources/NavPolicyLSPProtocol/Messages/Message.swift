import NavPolicyJSON

/// A JSON-RPC 2.0 request id: a number or a string, echoed back exactly in the response.
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
    /// A numeric id.
    case number(Int)
    /// A string id.
    case string(String)

    /// The id of a message member, or nil when it is neither an integer nor a string.
    public init?(_ json: JSONValue) {
        if let number = json.intValue {
            self = .number(number)
        } else if let string = json.stringValue {
            self = .string(string)
        } else {
            return nil
        }
    }

    /// The id as JSON.
    public var json: JSONValue {
        switch self {
        case .number(let number): .int(number)
        case .string(let string): .string(string)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): String(number)
        case .string(let string): "\"\(string)\""
        }
    }
}

/// One message from the other side, classified by its members (JSON-RPC 2.0).
public enum Message: Sendable, Hashable {
    /// A request: it must be answered.
    case request(id: RequestID, method: String, params: JSONValue)
    /// A notification: never answered.
    case notification(method: String, params: JSONValue)
    /// A response to a request this side sent.
    case response(id: RequestID?, result: JSONValue?, error: ResponseError?)

    /// Why a message could not be read, with the id to answer when one could be read.
    public struct Invalid: Error, Sendable, Hashable {
        /// The error to send back.
        public var error: ResponseError
        /// The id of the request, when it had one (else the answer carries `null`).
        public var id: RequestID?
    }

    /// Reads one message's content bytes. Bad JSON is a parse error (-32700); JSON that is not
    /// a request, notification or response is an invalid request (-32600).
    public static func decode(_ bytes: [UInt8]) -> Result<Message, Invalid> {
        let json: JSONValue
        do throws(JSONParseError) {
            json = try JSONParser.parse(bytes, maximumLength: MessageFramer.maximumContentLength)
        } catch {
            return .failure(Invalid(error: ResponseError(.parseError, "the message is not JSON: \(error)")))
        }
        return decode(json)
    }

    /// Classifies a parsed message.
    public static func decode(_ json: JSONValue) -> Result<Message, Invalid> {
        guard case .object = json else {
            return .failure(Invalid(error: ResponseError(.invalidRequest, "a message must be a JSON object")))
        }
        let id = json["id"].flatMap(RequestID.init)
        if let methodValue = json["method"] {
            guard let method = methodValue.stringValue else {
                return .failure(Invalid(error: ResponseError(.invalidRequest, "'method' must be a string"), id: id))
            }
            let params = json["params"] ?? .null
            guard json["id"] != nil else { return .success(.notification(method: method, params: params)) }
            guard let id else { return .failure(Invalid(error: ResponseError(.invalidRequest, "'id' must be a number or a string"))) }
            return .success(.request(id: id, method: method, params: params))
        }
        if json["result"] != nil || json["error"] != nil {
            return .success(.response(id: id, result: json["result"], error: json["error"].flatMap(ResponseError.init)))
        }
        return .failure(Invalid(error: ResponseError(.invalidRequest, "a message needs 'method', 'result' or 'error'"), id: id))
    }

    /// The message as JSON, with `"jsonrpc": "2.0"`.
    public var json: JSONValue {
        switch self {
        case .request(let id, let method, let params):
            .fields([("jsonrpc", "2.0"), ("id", id.json), ("method", .string(method)), ("params", params.isNull ? nil : params)])
        case .notification(let method, let params):
            .fields([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params.isNull ? nil : params)])
        case .response(let id, let result, let error):
            // Exactly one of result and error; a success without a result answers `null`.
            .fields([
                ("jsonrpc", "2.0"), ("id", id?.json ?? .null),
                error == nil ? ("result", result ?? .null) : ("error", error?.json),
            ])
        }
    }

    /// The message framed for the wire: `Content-Length: N\r\n\r\n` and the JSON text.
    public var framed: [UInt8] {
        let body = json.serialized
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
