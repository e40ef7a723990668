import Foundation
import Testing

/// `navpolicy lsp` as an editor starts it: the built binary on pipes and files.
@Suite struct LSPCommandTests {
    private func frame(_ json: String) -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    private var initialize: [UInt8] {
        frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    }

    @Test func shutdownThenExitExitsWithZeroAndOnlyFramesGoToStandardOutput() throws {
        let input =
            initialize
            + frame(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x/p.navpolicy","languageId":"navpolicy","version":1,"text":"when target is new-tab then allow\n"}}}"#
            )
            + frame(
                #"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x/p.navpolicy"}}}"#
            )
            + frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try NavpolicyBinary.run(["lsp"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Content-Length: "))
        #expect(result.stdout.contains(#""id":1,"result":{"capabilities""#))
        #expect(result.stdout.contains(#""id":3,"result":null"#))
        // Every byte of standard output is a frame: the lengths add up.
        var rest = Substring(result.stdout)
        while !rest.isEmpty {
            guard rest.hasPrefix("Content-Length: "), let end = rest.range(of: "\r\n\r\n") else {
                Issue.record("not a frame: \(rest.prefix(80))")
                return
            }
            let length = Int(rest[rest.index(rest.startIndex, offsetBy: 16)..<end.lowerBound]) ?? -1
            let body = rest[end.upperBound...].utf8.prefix(length)
            #expect(body.count == length)
            rest = Substring(String(decoding: rest[end.upperBound...].utf8.dropFirst(length), as: UTF8.self))
        }
    }

    @Test func theEndOfInputWithoutShutdownExitsWithOne() throws {
        let result = try NavpolicyBinary.run(["lsp"], stdin: initialize + Array("Content-Length: 40\r\n\r\n{\"trunc".utf8))
        #expect(result.status == 1)
        #expect(!result.crashed)
        #expect(result.stderr.contains("navpolicy lsp: dropped the input ended inside a message"))
    }

    @Test func aClosedStandardOutputIsNoCrash() throws {
        let process = Process()
        process.executableURL = NavpolicyBinary.executable
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try output.fileHandleForReading.close()  // the client is gone: writes get EPIPE, not SIGPIPE
        try process.run()
        input.fileHandleForWriting.write(Data(initialize + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test func helpSaysWhatItServes() throws {
        let result = try NavpolicyBinary.run(["lsp", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Run the language server (LSP 3.17) on standard input and output."))
        #expect(result.stdout.contains("Documentation/Editors.md"))
    }
}
