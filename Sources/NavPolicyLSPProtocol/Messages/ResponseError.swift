import NavPolicyJSON

/// The error of a failed request (JSON-RPC 2.0 and LSP 3.17 codes).
public struct ResponseError: Error, Sendable, Hashable {
    /// The codes this server sends.
    public enum Code: Int, Sendable, Hashable {
        /// The message is not JSON.
        case parseError = -32700
        /// The JSON is not a valid request (or a request came after `shutdown`).
        case invalidRequest = -32600
        /// No such method.
        case methodNotFound = -32601
        /// The parameters do not fit the method.
        case invalidParams = -32602
        /// The server failed.
        case internalError = -32603
        /// A request before `initialize`.
        case serverNotInitialized = -32002
        /// The request was valid but could not be carried out (a rename on no name).
        case requestFailed = -32803
        /// The client cancelled the request.
        case requestCancelled = -32800
        /// The document changed while the request was answered.
        case contentModified = -32801
    }

    /// The numeric code as sent (one of `Code`, or whatever another side sent).
    public var code: Int
    /// A sentence for the log.
    public var message: String

    /// An error with one of the known codes.
    public init(_ code: Code, _ message: String) {
        self.code = code.rawValue
        self.message = message
    }

    /// An error read from a response's `error` member; nil when it is not an error object.
    public init?(_ json: JSONValue) {
        guard let code = json["code"]?.intValue else { return nil }
        self.code = code
        message = json["message"]?.stringValue ?? ""
    }

    /// The error as JSON.
    public var json: JSONValue {
        ["code": .int(code), "message": .string(message)]
    }

    /// Parameters that do not fit: `invalid params: 'position' is missing`.
    public static func invalidParams(_ detail: String) -> ResponseError {
        ResponseError(.invalidParams, "invalid params: \(detail)")
    }
}
