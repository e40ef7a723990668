import NavPolicyLSPProtocol

/// The requests the server answers beside the lifecycle, by method.
enum Feature: String, CaseIterable {
    case codeAction = "textDocument/codeAction"
    case formatting = "textDocument/formatting"
    case hover = "textDocument/hover"
    case completion = "textDocument/completion"
    case definition = "textDocument/definition"
    case references = "textDocument/references"
    case prepareRename = "textDocument/prepareRename"
    case rename = "textDocument/rename"
    case documentSymbol = "textDocument/documentSymbol"
}

extension LanguageServer {
    /// The answer to one feature request. A document that is not open (or not a policy)
    /// answers `null`, as a server without the document would.
    func answer(_ feature: Feature, _ params: JSONValue) async -> Result<JSONValue, ResponseError> {
        do throws(ResponseError) {
            let uri = try params.documentURI()
            switch feature {
            case .completion:
                // From the current text at once, never waiting for the front end.
                let place = try TextDocumentPosition(json: params)
                guard let document = documents[uri], document.isPolicy else { return .success(.null) }
                let provider = CompletionProvider(
                    text: document.text, definitions: document.analysis?.checked.index.definitions ?? [],
                    encoding: encoding)
                let items = provider.items(at: place.position).map { item in
                    var item = item
                    item.isMarkdown = client.markdownCompletion
                    return item
                }
                return .success(["isIncomplete": false, "items": items.json])
            case .formatting:
                guard let document = documents[uri], document.isPolicy else { return .success(.null) }
                let (text, name, encoding) = (document.text, document.name, encoding)
                let formatted = await ComputeQueue.run { CompilerAdapter.format(text.bytes, name: name) }
                guard let formatted else { return .success(.null) }
                return .success(FormattingProvider.edits(from: text, to: formatted, encoding: encoding).json)
            default:
                guard let analysis = await analysis(of: uri) else { return .success(.null) }
                return .success(try answer(feature, params, analysis: analysis, uri: uri))
            }
        } catch {
            return .failure(error)
        }
    }

    /// The features that read the analysis of the current text.
    private func answer(_ feature: Feature, _ params: JSONValue, analysis: DocumentAnalysis, uri: String) throws(ResponseError) -> JSONValue
    {
        let names = NameProvider(analysis: analysis, uri: uri, encoding: encoding)
        switch feature {
        case .codeAction:
            let range = try params.required("range", as: TextRange.self)
            let actions = CodeActionProvider(analysis: analysis, uri: uri, client: client).actions(for: range).map { action in
                var action = action
                action.sendsPreferred = client.preferredActions
                return action
            }
            return actions.json
        case .hover:
            let place = try TextDocumentPosition(json: params)
            var hover = HoverProvider(analysis: analysis, encoding: encoding).hover(at: place.position)
            hover?.isMarkdown = client.markdownHover
            return hover?.json ?? .null
        case .definition:
            return names.definition(at: try TextDocumentPosition(json: params).position).json
        case .references:
            let place = try TextDocumentPosition(json: params)
            let includeDeclaration = params.member(at: ["context", "includeDeclaration"])?.boolValue ?? false
            return names.references(at: place.position, includeDeclaration: includeDeclaration).json
        case .prepareRename:
            return try names.prepareRename(at: TextDocumentPosition(json: params).position)
        case .rename:
            let place = try TextDocumentPosition(json: params)
            return try names.rename(at: place.position, to: params.required("newName", \.stringValue)).json
        case .documentSymbol:
            let symbols = SymbolProvider(analysis: analysis, encoding: encoding).symbols()
            // A flat outline lists a section's entries after it, with the section as their container.
            return client.hierarchicalSymbols
                ? symbols.json
                : .array(
                    symbols.flatMap { symbol in
                        [symbol.symbolInformation(uri: uri)]
                            + symbol.children.map { $0.symbolInformation(uri: uri, containerName: symbol.name) }
                    })
        case .completion, .formatting:
            return .null  // answered without an analysis, above
        }
    }
}
