import Foundation
import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// The JSON rendering is valid JSON and shows what the table holds.
struct TableJSONRendererTests {
    @Test func rendersValidJSONOfTheTable() throws {
        let bytes = try TableCompiler.compile(TablePolicies.ads, sourceText: "x").get()
        let text = try TableJSONRenderer.render(table: bytes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "ads-webview")
        #expect(object["hasSource"] as? Bool == true)
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.count == 6)
        #expect(rules[1]["action"] as? String == "open-external" && rules[1]["line"] as? Int == 6)
        #expect(rules[5]["otherwise"] as? Bool == true)
        let fields = try #require(object["fields"] as? [String: Any])
        let hosts = try #require(fields["host"] as? [String: Any])
        let keys = try #require(hosts["keys"] as? [[String: Any]])
        #expect(Set(keys.compactMap { $0["key"] as? String }) == ["com", "google.com", "pay.google.com", "paypal.com", "example.com"])
        #expect(fields["globs"] as? [String] == ["/files/*.pdf"])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.count == (try TableReader(bytes)).nodeCount)
        #expect(text == (try TableJSONRenderer.render(table: bytes)))
    }

    /// Flags and parameters are listed by name and key (the app's contract), never with values;
    /// a `starts-with` scheme key shows the class of the schemes that only start with it.
    @Test func listsFlagsParametersAndSchemePrefixes() throws {
        let text =
            "let servers = param \"servers\"\nflag call-active\nwhen scheme starts-with \"ha\" then cancel\nwhen call-active and host in servers then allow\notherwise cancel\n"
        let compiled = PolicyPipeline(lints: false).compile(SourceFile(name: "test.navpolicy", text: text))
        let table = try #require(compiled.value, "\(compiled.diagnostics.map(\.message))")
        let rendered = try TableJSONRenderer.render(table: table.bytes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        #expect(object["flags"] as? [String] == ["call-active"])
        let parameters = try #require(object["parameters"] as? [[String: Any]])
        #expect(parameters.count == 1)
        #expect(parameters.first?["key"] as? String == "servers" && parameters.first?["name"] as? String == "servers")
        #expect(parameters.first?["kind"] as? String == "hostPatterns")
        let schemes = try #require((object["fields"] as? [String: Any])?["scheme"] as? [String: Any])
        let keys = try #require(schemes["keys"] as? [[String: Any]])
        #expect(keys.count == 1 && keys.first?["key"] as? String == "ha" && keys.first?["deeper"] is Int)
    }

    @Test func corruptBytesAreATypedError() {
        #expect(throws: TableError.badMagic) { try TableJSONRenderer.render(table: Array("when".utf8)) }
    }
}
