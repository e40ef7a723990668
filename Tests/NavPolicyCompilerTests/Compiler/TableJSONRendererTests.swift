import Foundation
import NavPolicy
import NavPolicyCompiler
import Testing

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

    @Test func corruptBytesAreATypedError() {
        #expect(throws: TableError.badMagic) { try TableJSONRenderer.render(table: Array("when".utf8)) }
    }
}
