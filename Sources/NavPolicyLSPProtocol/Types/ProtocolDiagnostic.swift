import NavPolicyJSON

/// A diagnostic as `textDocument/publishDiagnostics` carries it.
public struct ProtocolDiagnostic: Sendable, Hashable, JSONEncodable {
    /// How serious it is (the protocol's numbers).
    public enum Severity: Int, Sendable, Hashable {
        case error = 1
        case warning = 2
        case information = 3
        case hint = 4
    }

    /// A related place and what it says (a note).
    public struct RelatedInformation: Sendable, Hashable {
        /// Where.
        public var location: Location
        /// The note's text.
        public var message: String

        /// A note at a place.
        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// Where.
    public var range: TextRange
    /// How serious.
    public var severity: Severity
    /// The stable code (`unknown-value`).
    public var code: String
    /// Who reports it (`navpolicy`).
    public var source: String
    /// The text shown.
    public var message: String
    /// Its notes.
    public var relatedInformation: [RelatedInformation]

    /// A diagnostic.
    public init(
        range: TextRange, severity: Severity, code: String, source: String, message: String, relatedInformation: [RelatedInformation] = []
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
    }

    public var json: JSONValue {
        .fields([
            ("range", range.json), ("severity", .int(severity.rawValue)), ("code", .string(code)), ("source", .string(source)),
            ("message", .string(message)),
            (
                "relatedInformation",
                relatedInformation.isEmpty
                    ? nil
                    : .array(
                        relatedInformation.map {
                            ["location": $0.location.json, "message": .string($0.message)]
                        })
            ),
        ])
    }
}
