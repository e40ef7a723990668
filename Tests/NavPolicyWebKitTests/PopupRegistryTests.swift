import NavPolicyWebKit
import Testing

@Suite struct PopupRegistryTests {
    @Test func popupsAreNumberedAndKnownByTheirRole() {
        var registry = PopupRegistry<String>()
        #expect(registry.role(of: "main") == .main)
        let a = registry.add("a", openedBy: "main")
        let b = registry.add("b", openedBy: "a")
        #expect(a?.number == 1 && a?.released.isEmpty == true)
        #expect(b?.number == 2)
        #expect(registry.role(of: "a") == .popup)
        #expect(registry.opener(of: "b") == "a")
        #expect(registry.newest == "b")
        // The app's own view and unknown views are never released.
        let closedMain = registry.close("main")
        let closedUnknown = registry.close("elsewhere")
        #expect(closedMain.isEmpty && closedUnknown.isEmpty)
        #expect(registry.open.map(\.view) == ["a", "b"])
        let twice = registry.add("a", openedBy: "main")
        #expect(twice == nil, "a view already open is not added twice")
    }

    @Test func closingAPopupReleasesThePopupsItOpenedDeepestFirst() {
        var registry = PopupRegistry<String>()
        _ = registry.add("a", openedBy: "main")
        _ = registry.add("b", openedBy: "a")
        _ = registry.add("c", openedBy: "b")
        let released = registry.close("a")
        let again = registry.close("a")
        #expect(released.map(\.view) == ["c", "b", "a"])
        #expect(released.map(\.number) == [3, 2, 1])
        #expect(again.isEmpty)
        #expect(registry.open.isEmpty)
        #expect(registry.role(of: "c") == .main)
        // Numbers are not reused.
        let d = registry.add("d", openedBy: "main")
        #expect(d?.number == 4)
    }

    @Test func closingAMiddlePopupKeepsItsOpener() {
        var registry = PopupRegistry<String>()
        _ = registry.add("a", openedBy: "main")
        _ = registry.add("b", openedBy: "a")
        _ = registry.add("c", openedBy: "b")
        let released = registry.close("b")
        #expect(released.map(\.number) == [3, 2])
        #expect(registry.open.map(\.view) == ["a"])
    }

    @Test func aSecondPopupOfTheSameViewReplacesTheFirstWithItsChildren() {
        var registry = PopupRegistry<String>()
        _ = registry.add("a", openedBy: "main")
        _ = registry.add("a-child", openedBy: "a")
        let b = registry.add("b", openedBy: "main")
        #expect(b?.number == 3)
        #expect(b?.released.map(\.view) == ["a-child", "a"])
        #expect(registry.open.map(\.view) == ["b"])
    }

    @Test func theRegistryNeverHoldsMoreThanItsCapacity() {
        var registry = PopupRegistry<Int>(capacity: 4)
        #expect(PopupRegistry<Int>().capacity == 8)
        #expect(PopupRegistry<Int>(capacity: 0).capacity == 1)
        // A page opening windows from its newest pop-up, from the app's view, from the first
        // pop-up, and closing some, 10,000 times: never more than 4 views are kept.
        var refused = 0
        var largest = 0
        for step in 0..<10_000 {
            let opener = step % 5 == 0 ? 0 : (step % 7 == 0 ? registry.open.first?.view ?? 0 : registry.newest ?? 0)
            if registry.add(step + 1, openedBy: opener) == nil { refused += 1 }
            if step % 11 == 0, let middle = registry.open.dropFirst().first?.view { _ = registry.close(middle) }
            largest = max(largest, registry.open.count)
        }
        #expect(largest == 4)
        #expect(refused > 0, "the chain reached its capacity and further pop-ups were refused")
        #expect(registry.canOpen(from: 0))
    }

    @Test func aFullChainRefusesOnlyAtItsEnd() {
        var registry = PopupRegistry<String>(capacity: 2)
        _ = registry.add("a", openedBy: "main")
        _ = registry.add("b", openedBy: "a")
        #expect(!registry.canOpen(from: "b"))
        let c = registry.add("c", openedBy: "b")
        #expect(c == nil)
        #expect(registry.open.map(\.view) == ["a", "b"])
        // The app's view can still open one: it replaces the whole chain.
        #expect(registry.canOpen(from: "main"))
        let d = registry.add("d", openedBy: "main")
        #expect(d?.released.map(\.view) == ["b", "a"])
    }
}
