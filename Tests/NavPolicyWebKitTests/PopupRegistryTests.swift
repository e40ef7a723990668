import Testing
import NavPolicyWebKit

@Suite struct PopupRegistryTests {
    @Test func popupsAreNumberedAndReleasedOnClose() {
        var registry = PopupRegistry<String>()
        #expect(registry.role(of: "main") == .main)
        #expect(registry.add("a") == 1)
        #expect(registry.add("b") == 2)
        #expect(registry.role(of: "a") == .popup)
        #expect(registry.newest == "b")
        #expect(registry.close("main") == nil)
        #expect(registry.close("b") == "b")
        #expect(registry.role(of: "b") == .main)
        #expect(registry.newest == "a")
        #expect(registry.close("b") == nil)
        #expect(registry.add("c") == 3)
        #expect(registry.open.map(\.number) == [1, 3])
    }
}
