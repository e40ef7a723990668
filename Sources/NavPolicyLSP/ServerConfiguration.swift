/// What a language server is started with.
package struct ServerConfiguration: Sendable {
    /// How long the text must stay unchanged before the linter runs on it: syntax and semantic
    /// diagnostics come at once, the whole-policy analysis once the author pauses.
    package var lintDelay: Duration = .milliseconds(250)
    /// For how many rules (the first ones) a lint run also finds an example request for the
    /// rule hover; the rest show what they decide without one.
    package var exampleLimit = 2_000
    /// Reads a file by path (a list file that is not open in the editor): its bytes, or the
    /// sentence to show when it cannot be read. `navpolicy lsp` passes the CLI's own reader,
    /// with its size limit.
    package var readFile: @Sendable (String) -> Result<[UInt8], FileReadFailure>
    /// The server's version, for `serverInfo`.
    package var version: String

    /// A configuration reading files with `readFile`.
    package init(version: String, readFile: @escaping @Sendable (String) -> Result<[UInt8], FileReadFailure>) {
        self.version = version
        self.readFile = readFile
    }
}

/// Why a file could not be read: the sentence to show (`cannot read 'x': no such file`).
package struct FileReadFailure: Error, Sendable, Hashable {
    /// The sentence.
    package var message: String

    /// A failure with its sentence.
    package init(_ message: String) {
        self.message = message
    }
}
