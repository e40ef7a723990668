import NavPolicyLSP

/// `navpolicy lsp`: the language server on standard input and output (LSP 3.17); logs go to
/// standard error. `Documentation/Editors.md` says how each editor starts it.
enum LSPCommand: Command {
    static let name = "lsp"
    static let abstract = "Run the language server (LSP 3.17) on standard input and output."
    static let discussion: String? = """
        Editors start this command: it serves diagnostics as you type (syntax and semantic at
        once, lint after a short pause), quick fixes and "ignore this finding" actions,
        formatting (the same as 'navpolicy fmt'), hover, completion, go to definition,
        references, rename and the document outline for *.navpolicy files. List files are read
        from disk beside the policy. Messages are read from standard input and written to
        standard output; logs go to standard error. Setup for VS Code, Neovim, Emacs, Helix and
        Zed: Documentation/Editors.md.
        """

    static var signature: CommandSignature { CommandSignature(options: [], positionals: []) }

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let configuration = ServerConfiguration(version: CommandRegistry.version) { path in
            do throws(FileError) {
                return .success(try FileSystem.readFile(path))
            } catch {
                return .failure(FileReadFailure(error.message))
            }
        }
        return LanguageServer.serveStandardStreams(configuration: configuration) == 0 ? .success : .failure
    }
}
