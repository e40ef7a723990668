import NavPolicyCompiler
import Testing

@Suite struct DefinitionIndexTests {
    private func index(_ text: String) -> DefinitionIndex {
        let result = PolicyPipeline().check(SourceFile(name: "d", text: text))
        return DefinitionIndex(result.syntax, listFiles: result.listFiles)
    }

    @Test func findsDefinitionsAndEveryUseAsWritten() throws {
        let text =
            "let ours = [\"a\", \"b\"]\nwhen host in ours or not (path starts-with ours) then allow\nlet new-window = [\"x\"]\nwhen target is new-window then cancel\n"
        let index = index(text)
        #expect(index.definitions.map(\.name) == ["ours", "new-window"])
        let ours = try #require(index.definition(named: "ours"))
        #expect(ours.kind == .list(itemCount: 2))
        #expect(ours.uses.map(\.start.offset) == [35, 65])
        // `target is new-window` is the enum word, not the list of that name.
        #expect(index.definition(named: "new-window")?.uses.isEmpty == true)
    }

    @Test func occurrencesAtDefinitionUseAndJustAfter() throws {
        let text = "let ours = [\"a\"]\nwhen host in ours then allow\n"
        let index = index(text)
        #expect(index.occurrence(at: 5)?.range.start.offset == 4)
        #expect(index.occurrence(at: 34)?.range.start.offset == 30)  // just past `ours`
        #expect(index.occurrence(at: 20) == nil)
        #expect(index.definitions(visibleAt: 0).isEmpty)
        #expect(index.definitions(visibleAt: 20).map(\.name) == ["ours"])
    }

    @Test func keepsTheFirstOfTwoDefinitionsAndWorksOnBrokenFiles() {
        let index = index("let a = [\"x\"]\nlet a = [\"y\", \"z\"]\nwhen host in a and then\n")
        #expect(index.definitions.count == 1)
        #expect(index.definitions.first?.kind == .list(itemCount: 1))
        #expect(index.definitions.first?.uses.count == 1)
    }

    @Test func listFilesKeepTheirPath() throws {
        let index = index("let blocked = file \"lists/blocked.txt\"\nwhen host in blocked then cancel\n")
        guard case .listFile(let path, let pathRange, let count)? = index.definition(named: "blocked")?.kind else {
            Issue.record("not a list file")
            return
        }
        #expect(path == "lists/blocked.txt")
        #expect(pathRange.start.offset == 19)
        #expect(count == nil)  // not read: no reader
    }
}
