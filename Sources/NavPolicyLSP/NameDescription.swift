/// How hover describes a defined name: its kind, size, definition and uses.
struct NameDescription {
    /// The Markdown text.
    let markdown: String

    /// The description of `definition` in `analysis`'s text.
    init(_ definition: CompilerAdapter.Definition, in analysis: DocumentAnalysis) {
        let noun: String
        let size: String
        switch definition.kind {
        case .list(let count):
            (noun, size) = ("list", Self.items(count))
        case .listFile(let path, _, let count):
            (noun, size) = ("list", "read from `\(path)`" + (count.map { ", " + Self.items($0) } ?? " (not read)"))
        case .parameter(let key, _):
            (noun, size) = ("parameter", "a list the app gives under the key `\"\(key)\"` when it loads the table")
        case .flag:
            (noun, size) = ("flag", "a boolean the app sets on each decision")
        case .condition:
            (noun, size) = ("condition", "a named condition, used by its name")
        }
        let statement = definition.statementRange
        let bytes = analysis.text.bytes[
            min(statement.start.offset, analysis.text.bytes.count)..<min(statement.end.offset, analysis.text.bytes.count)]
        var source = String(decoding: bytes, as: UTF8.self)
        if source.count > Self.maximumShown { source = String(source.prefix(Self.maximumShown)) + " …" }
        let uses =
            definition.uses.count == 1 ? "used once" : "used \(definition.uses.count == 0 ? "nowhere" : "\(definition.uses.count) times")"
        markdown =
            "**\(noun) `\(definition.name)`** — \(size), \(uses) (line \(definition.nameRange.start.line))\n\n```navpolicy\n\(source)\n```"
    }

    /// The most characters of a definition shown.
    static let maximumShown = 400

    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
