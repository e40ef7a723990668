import NavPolicyLSPProtocol

/// Definition, references and rename over the definitions index: a name at its definition or
/// at any use is the same name. Go-to-definition on the path of `let NAME = file "path"`
/// opens the list file.
struct NameProvider {
    /// The analysis of the current text.
    let analysis: DocumentAnalysis
    /// The document's URI.
    let uri: String
    /// How positions count.
    let encoding: PositionEncoding

    private func offset(_ position: Position) -> Int { analysis.text.offset(of: position, encoding: encoding) }

    private func location(_ range: Range<Int>) -> Location {
        Location(uri: uri, range: analysis.text.range(ofOffsets: range, encoding: encoding))
    }

    /// Where the name at `position` is defined (or the list file whose path is there).
    func definition(at position: Position) -> [Location] {
        let offset = offset(position)
        if let (definition, _) = analysis.checked.index.occurrence(at: offset) {
            return [location(definition.nameRange.offsets)]
        }
        for definition in analysis.checked.index.definitions {
            guard case .listFile(let path, let pathRange, _) = definition.kind,
                pathRange.start.offset <= offset, offset <= pathRange.end.offset, FileURI.path(of: uri) != nil
            else { continue }
            let file = CompilerAdapter.listFileName(path, besidePolicy: analysis.name)
            return [
                Location(
                    uri: FileURI.uri(of: file),
                    range: TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)))
            ]
        }
        return []
    }

    /// Every use of the name at `position`, and its definition when `includeDeclaration`.
    func references(at position: Position, includeDeclaration: Bool) -> [Location] {
        guard let (definition, _) = analysis.checked.index.occurrence(at: offset(position)) else { return [] }
        return ((includeDeclaration ? [definition.nameRange] : []) + definition.uses).map { location($0.offsets) }
    }

    /// The name's range and text at `position`, for `textDocument/prepareRename`.
    func prepareRename(at position: Position) throws(ResponseError) -> JSONValue {
        guard let (definition, range) = analysis.checked.index.occurrence(at: offset(position)) else {
            throw ResponseError(.requestFailed, "only a list's name can be renamed here")
        }
        return ["range": location(range.offsets).range.json, "placeholder": .string(definition.name)]
    }

    /// The edit renaming the name at `position` to `newName` everywhere.
    func rename(at position: Position, to newName: String) throws(ResponseError) -> WorkspaceEdit {
        guard let (definition, _) = analysis.checked.index.occurrence(at: offset(position)) else {
            throw ResponseError(.requestFailed, "only a list's name can be renamed here")
        }
        guard CompilerAdapter.isValidName(newName) else {
            throw ResponseError(.requestFailed, "'\(newName)' is not a name: a letter, then letters, digits, '-' or '_', and no keyword")
        }
        if newName != definition.name, analysis.checked.index.definitions.contains(where: { $0.name == newName }) {
            throw ResponseError(.requestFailed, "'\(newName)' is already defined")
        }
        let edits = ([definition.nameRange] + definition.uses).map {
            TextEdit(range: location($0.offsets).range, newText: newName)
        }
        return WorkspaceEdit(changes: [(uri, edits)])
    }
}
