import NavPolicyJSON

/// A place in a document: a 0-based line and a 0-based offset in it, counted in the code units
/// of the negotiated `PositionEncoding` (UTF-16 unless the client offers UTF-8).
public struct Position: Sendable, Hashable, Comparable, JSONDecodable, JSONEncodable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based offset in the line, in code units.
    public var character: Int

    /// A position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public init(json: JSONValue) throws(ResponseError) {
        line = try json.required("line", \.intValue)
        character = try json.required("character", \.intValue)
        // Negative numbers are not positions; larger ones are clamped where they are used.
        guard line >= 0, character >= 0 else { throw .invalidParams("a position must not be negative") }
    }

    public var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A range of a document, `start` up to (not including) `end`.
public struct TextRange: Sendable, Hashable, JSONDecodable, JSONEncodable {
    /// The first position.
    public var start: Position
    /// The position just past the range.
    public var end: Position

    /// A range.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public init(json: JSONValue) throws(ResponseError) {
        start = try json.required("start", as: Position.self)
        end = try json.required("end", as: Position.self)
    }

    public var json: JSONValue { ["start": start.json, "end": end.json] }

    /// Whether the two ranges share a position (touching ends count, as an editor's cursor does).
    public func touches(_ other: TextRange) -> Bool {
        start <= other.end && other.start <= end
    }
}

/// A range in some document.
public struct Location: Sendable, Hashable, JSONEncodable {
    /// The document's URI.
    public var uri: String
    /// The range in it.
    public var range: TextRange

    /// A location.
    public init(uri: String, range: TextRange) {
        self.uri = uri
        self.range = range
    }

    public var json: JSONValue { ["uri": .string(uri), "range": range.json] }
}

/// How positions count characters in a line (LSP 3.17 `PositionEncodingKind`).
public enum PositionEncoding: String, Sendable, Hashable {
    /// UTF-8 code units (bytes).
    case utf8 = "utf-8"
    /// UTF-16 code units: the protocol's default, what every client supports.
    case utf16 = "utf-16"

    /// The encoding to use for a client offering `offered` (its `general.positionEncodings`):
    /// UTF-8 when offered (no conversion), else UTF-16.
    public static func negotiated(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}
