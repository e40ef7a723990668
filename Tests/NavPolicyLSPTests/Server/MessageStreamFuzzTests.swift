import Foundation
import NavPolicyLSPProtocol
import NavPolicyTestSupport
import Testing

/// The server against a seeded stream of hostile input: truncated headers, bad JSON, unknown
/// methods, wrong parameter types, positions far out of range, edits past the text's end,
/// random policy text, a huge `Content-Length`. It must answer every request exactly once,
/// keep bounded state (no document, pending request or buffered byte left behind), and still
/// shut down cleanly. Seeds are printed; `NAVPOLICY_PROPERTY_SCALE` multiplies the cases.
@Suite struct MessageStreamFuzzTests {
    static let baseSeed: UInt64 = 0x1A5F_2301

    @Test func survivesAFuzzedMessageStream() async throws {
        let cases = PropertyScale.cases(12)
        print(
            "MessageStreamFuzzTests: \(cases) streams (\(PropertyScale.label)), seeds \(Self.baseSeed)...\(Self.baseSeed + UInt64(cases) - 1)"
        )
        for offset in 0..<cases {
            try await run(seed: Self.baseSeed + UInt64(offset))
        }
    }

    private static let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
        "textDocument/prepareRename", "textDocument/rename", "textDocument/codeAction", "textDocument/formatting",
        "textDocument/documentSymbol", "workspace/symbol", "unknown/method", "$/private", "initialize",
    ]
    private static let uris = ["file:///fuzz/a.navpolicy", "file:///fuzz/b.navpolicy", "untitled:c", "file:///fuzz/list.txt"]

    private func run(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let client = ScriptedClient(lintDelay: .milliseconds(random.below(3) * 5))
        await client.initialize(positionEncodings: random.chance(50) ? ["utf-8"] : [])
        var requests: [RequestID] = []
        var versions: [String: Int] = [:]
        for _ in 0..<60 {
            let uri = random.pick(Self.uris)
            switch random.below(10) {
            case 0:
                let text = RandomTokenText.generate(byteCount: random.below(400), seed: random.next())
                versions[uri] = 1
                client.open(uri, text, languageID: random.chance(80) ? "navpolicy" : "plaintext")
            case 1:
                let version = (versions[uri] ?? 0) + 1
                versions[uri] = version
                let text = random.chance(30) ? "é😀" : RandomTokenText.generate(byteCount: random.below(40), seed: random.next())
                client.change(uri, version: version, range: random.chance(20) ? nil : randomRange(&random), text: text)
            case 2:
                client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
                versions[uri] = nil
            case 3:
                // Raw junk: a truncated header, a frame of bad JSON, a header without a length.
                let junk = [
                    "Content-Len", "Content-Length: 7\r\n\r\n{\"id\":", "X: y\r\n\r\n", "Content-Length: x\r\n\r\n",
                    "Content-Length: 4\r\n\r\n[1,2", "\r\n\r\n",
                ]
                client.sendBytes(Array(random.pick(junk).utf8))
                // Whatever a truncated header started, a blank line ends it.
                client.sendBytes(Array("\r\n\r\n".utf8))
            case 4:
                client.notify(
                    random.pick(["$/cancelRequest", "workspace/didChangeWatchedFiles", "textDocument/didSave", "bogus"]),
                    random.chance(50) ? ["id": .int(random.below(50)), "changes": [["uri": .string(uri), "type": 2]]] : "not an object")
            default:
                let method = random.pick(Self.methods)
                requests.append(client.sendRequest(method, randomParams(uri: uri, &random)))
            }
        }
        // Every request was answered exactly once (responses come in any order).
        var answered: [RequestID: Int] = [:]
        for id in requests {
            let response = await client.response(to: id, timeout: .seconds(120))
            #expect(response != nil, "seed \(seed): request \(id) was never answered")
            answered[id, default: 0] += 1
        }
        let shutdown = await client.request("shutdown", .null)
        #expect(shutdown?.result == .null, "seed \(seed): shutdown failed")
        let extra = client.takeAll().filter { message in
            if case .response(let id?, _, _) = message { return requests.contains(id) }
            return false
        }
        #expect(extra.isEmpty, "seed \(seed): requests answered twice: \(extra)")
        #expect(await client.server.pendingRequestCount == 0, "seed \(seed)")
        #expect(await client.server.openDocumentCount <= Self.uris.count, "seed \(seed)")
        // A huge Content-Length at the end: skipped as it streams, nothing buffered.
        client.sendBytes(Array("Content-Length: 99999999999999\r\n\r\n".utf8) + [UInt8](repeating: 0x7B, count: 100_000))
        #expect(client.bufferedByteCount == 0, "seed \(seed)")
        client.close()
        #expect(await client.exitCode.value == 0, "seed \(seed)")
    }

    private func randomPosition(_ random: inout SeededGenerator) -> JSONValue {
        switch random.below(6) {
        case 0: ["line": .int(1_000_000_000), "character": .int(1_000_000_000)]
        case 1: ["line": .int(-1), "character": 0]
        case 2: ["line": .number(1.5), "character": "x"]
        default: ["line": .int(random.below(8)), "character": .int(random.below(60))]
        }
    }

    private func randomRange(_ random: inout SeededGenerator) -> JSONValue {
        ["start": randomPosition(&random), "end": randomPosition(&random)]
    }

    private func randomParams(uri: String, _ random: inout SeededGenerator) -> JSONValue {
        if random.chance(10) { return .array([1, 2]) }
        return [
            "textDocument": random.chance(90) ? ["uri": .string(uri)] : "nope",
            "position": randomPosition(&random), "range": randomRange(&random),
            "newName": .string(random.pick(["renamed", "when", "", "a b", "x-1"])),
            "context": ["diagnostics": [], "includeDeclaration": .bool(random.chance(50))],
            "options": ["tabSize": 2, "insertSpaces": true],
        ]
    }
}
