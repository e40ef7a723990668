import NavPolicyLSPProtocol

/// What the client said it supports at `initialize` (its `capabilities`), where the server
/// answers differently for clients that lack it: Markdown or plain text, notes as related
/// information or in the message, an outline as a tree or a list.
struct ClientSupport: Sendable {
    /// How positions count.
    var encoding = PositionEncoding.utf16
    /// Hover contents may be Markdown (`textDocument.hover.contentFormat`).
    var markdownHover = false
    /// Completion documentation may be Markdown.
    var markdownCompletion = false
    /// Diagnostics may carry `relatedInformation` (else notes join the message).
    var relatedInformation = false
    /// The outline may be `DocumentSymbol` trees (else `SymbolInformation`).
    var hierarchicalSymbols = false
    /// `isPreferred` on code actions is read.
    var preferredActions = false
    /// `textDocument/prepareRename` is sent.
    var prepareRename = false
    /// File watchers are registered on request (`client/registerCapability`).
    var registersWatchers = false

    /// The support stated by `initialize` params.
    init(initializeParams params: JSONValue) {
        let capabilities = params["capabilities"] ?? .null
        let offered = capabilities.member(at: ["general", "positionEncodings"])?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = PositionEncoding.negotiated(offered: offered)
        let text = capabilities["textDocument"] ?? .null
        func flag(_ path: [String]) -> Bool { text.member(at: path)?.boolValue ?? false }
        func offersMarkdown(_ path: [String]) -> Bool {
            text.member(at: path)?.arrayValue?.contains(.string("markdown")) ?? false
        }
        markdownHover = offersMarkdown(["hover", "contentFormat"])
        markdownCompletion = offersMarkdown(["completion", "completionItem", "documentationFormat"])
        relatedInformation = flag(["publishDiagnostics", "relatedInformation"])
        hierarchicalSymbols = flag(["documentSymbol", "hierarchicalDocumentSymbolSupport"])
        preferredActions = flag(["codeAction", "isPreferredSupport"])
        prepareRename = flag(["rename", "prepareSupport"])
        registersWatchers = capabilities.member(at: ["workspace", "didChangeWatchedFiles", "dynamicRegistration"])?.boolValue ?? false
    }

    /// Before `initialize`: the protocol's defaults.
    init() {}
}
