/// What a response adds to the request its rules are decided on: the facts only a response
/// has (`status`, `type`, `attachment`, `displayable`), each a request field of its own
/// (`RequestField.status`, …) that a response part's classifiers read (version 11).
package struct ResponseFacts: Sendable, Hashable {
    /// The HTTP status code; nil when the response is not HTTP.
    package let status: UInt16?
    /// The MIME type essence, lowercase; nil when there is none.
    package let type: String?
    /// Whether `Content-Disposition` says `attachment`.
    package let attachment: Bool
    /// Whether the engine can show the type.
    package let displayable: Bool

    /// Facts as given; a `status` outside 100–999 is kept as none (no HTTP status code is, and
    /// the analysis proves its claims for those alone).
    package init(status: Int?, type: String?, attachment: Bool, displayable: Bool) {
        self.status = status.flatMap { TableFormat.statusCodes.contains($0) ? UInt16($0) : nil }
        self.type = type
        self.attachment = attachment
        self.displayable = displayable
    }
}

/// What a decision reads besides its request: a response's facts (`ResponseFacts`), or none
/// for a navigation (`NoResponseFacts`). The decision path is generic over it, so a
/// navigation's decision, specialized for the empty type, carries and tests nothing more.
package protocol ResponseFactsInput {
    /// Whether this type carries facts at all (false: every fact is none, and the walk
    /// specialized for it leaves the fact reads out).
    static var hasFacts: Bool { get }
    /// The status, nil when none.
    var status: UInt16? { get }
    /// Runs `body` over the type's UTF-8 bytes; nil when there is no type.
    func withType<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
    /// Whether the response is an attachment, and displayable (false without a response).
    var attachment: Bool { get }
    var displayable: Bool { get }
}

extension ResponseFacts: ResponseFactsInput {
    @inline(__always) package static var hasFacts: Bool { true }
    @inline(__always)
    package func withType<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let type else { return nil }
        return withBytes(type, body)
    }
}

/// A navigation's facts: none.
package struct NoResponseFacts: ResponseFactsInput {
    /// No facts.
    @inline(__always) package init() {}
    @inline(__always) package static var hasFacts: Bool { false }
    @inline(__always) package var status: UInt16? { nil }
    @inline(__always) package func withType<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? { nil }
    @inline(__always) package var attachment: Bool { false }
    @inline(__always) package var displayable: Bool { false }
}
