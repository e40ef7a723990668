import NavPolicyCompiler
import NavPolicyLSPProtocol

/// Turns the compiler's diagnostics of one analysis into the protocol's: ranges converted with
/// the text they were found in (the policy's, or a list file's), `source: "navpolicy"`, the
/// stable code, notes as related information (a note without a place points at the diagnostic
/// itself; in the message, after the help, for a client without related information), and the
/// help appended to the message on a line of its own, as the protocol has no field for it.
///
/// Severities: error and warning as themselves; a note (`correlated-rules`, which `check`
/// shows only with `--all`) as a hint, which editors show without a squiggle.
struct DiagnosticConverter {
    /// The analysis whose diagnostics are converted.
    let analysis: DocumentAnalysis
    /// The policy document's URI.
    let uri: String
    /// What the client supports.
    let client: ClientSupport
    private var encoding: PositionEncoding { client.encoding }

    /// The list files read, by the name their diagnostics carry.
    private var listFiles: [String: DocumentText] {
        Dictionary(
            analysis.checked.result.listFiles.map { ($0.source.name, DocumentText($0.source.bytes)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The policy's own diagnostics, and those inside each list file by the list file's URI.
    func publishable() -> (own: [ProtocolDiagnostic], byListFile: [(uri: String, diagnostics: [ProtocolDiagnostic])]) {
        let texts = listFiles
        var own: [ProtocolDiagnostic] = []
        var byListFile: [String: [ProtocolDiagnostic]] = [:]
        for diagnostic in analysis.diagnostics {
            let converted = convert(diagnostic, listFiles: texts)
            if let file = diagnostic.file {
                byListFile[FileURI.uri(of: file), default: []].append(converted)
            } else {
                own.append(converted)
            }
        }
        return (own, byListFile.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The protocol form of one diagnostic of the analysis.
    func convert(_ diagnostic: CompilerDiagnostic) -> ProtocolDiagnostic {
        convert(diagnostic, listFiles: listFiles)
    }

    private func convert(_ diagnostic: CompilerDiagnostic, listFiles: [String: DocumentText]) -> ProtocolDiagnostic {
        let location = self.location(of: diagnostic.range, inFile: diagnostic.file, listFiles: listFiles)
        let related = diagnostic.notes.map { note in
            ProtocolDiagnostic.RelatedInformation(
                location: note.range.map { self.location(of: $0, inFile: note.file, listFiles: listFiles) } ?? location,
                message: note.message)
        }
        let severity: ProtocolDiagnostic.Severity =
            switch diagnostic.severity {
            case .error: .error
            case .warning: .warning
            case .note: .hint
            }
        var message = diagnostic.help.map { diagnostic.message + "\nhelp: " + $0 } ?? diagnostic.message
        if !client.relatedInformation { message += related.map { "\nnote: " + $0.message }.joined() }
        return ProtocolDiagnostic(
            range: location.range, severity: severity, code: diagnostic.code.rawValue, source: "navpolicy",
            message: message, relatedInformation: client.relatedInformation ? related : [])
    }

    /// The location of a compiler range in the policy (`file` nil) or in a list file.
    private func location(of range: SourceRange, inFile file: String?, listFiles: [String: DocumentText]) -> Location {
        guard let file else { return Location(uri: uri, range: self.range(of: range, in: analysis.text)) }
        return Location(uri: FileURI.uri(of: file), range: self.range(of: range, in: listFiles[file] ?? DocumentText([])))
    }

    /// The protocol range of a compiler range in `text`.
    func range(of range: SourceRange, in text: DocumentText) -> TextRange {
        text.range(ofOffsets: range.start.offset..<max(range.start.offset, range.end.offset), encoding: encoding)
    }

    /// The protocol range of a compiler range in the policy's text.
    func range(of range: SourceRange) -> TextRange {
        self.range(of: range, in: analysis.text)
    }
}
