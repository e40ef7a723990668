import NavPolicy
import Testing

@testable import NavPolicyWebKit

/// The router asks its flag source at every engine question and decides with what it returns.
@MainActor
@Suite struct NavigationRouterFlagTests {
    static let first = PolicyFlag(index: 0)!
    static let third = PolicyFlag(index: 2)!

    static func event(_ url: String, target: NavigationTarget = .mainFrame) -> NavigationEvent {
        NavigationEvent(url: url, current: "https://chat.example/room", target: target, navigation: .link)
    }

    @Test func noFlagsByDefault() throws {
        let router = NavigationRouter(policy: try PolicyText.policy("otherwise allow\n"))
        #expect(router.routeNavigation(Self.event("https://a.example/")).request?.flags == PolicyFlags.none)
    }

    @Test func theSourceIsAskedWithEachEventAndItsFlagsReachTheRequest() throws {
        var asked: [String] = []
        let router = NavigationRouter(policy: try PolicyText.policy("otherwise allow\n")) { event in
            asked.append(event.url)
            return event.url.contains("call") ? [Self.first, Self.third] : [Self.third]
        }
        let inCall = router.routeNavigation(Self.event("https://a.example/call"))
        let idle = router.routeNavigation(Self.event("https://a.example/idle"))
        #expect(inCall.request?.flags == [Self.first, Self.third])
        #expect(idle.request?.flags == [Self.third])
        #expect(asked == ["https://a.example/call", "https://a.example/idle"])
    }

    @Test func replacingTheSourceChangesTheNextDecisionsFlags() throws {
        let router = NavigationRouter(policy: try PolicyText.policy("otherwise allow\n"))
        router.flags = { _ in [Self.first] }
        #expect(router.routeNavigation(Self.event("https://a.example/")).request?.flags == [Self.first])
        router.flags = { _ in .none }
        #expect(router.routeNavigation(Self.event("https://a.example/")).request?.flags == PolicyFlags.none)
    }

    @Test func popupCreationAsksWithTheNewWindowEvent() throws {
        var targets: [NavigationTarget] = []
        let router = NavigationRouter(policy: try PolicyText.policy("otherwise open popup\n")) { event in
            targets.append(event.target)
            return [Self.third]
        }
        // `window.open`: no navigation question before the creation question.
        let route = router.routePopupCreation(Self.event("https://pay.example/", target: .mainFrame))
        #expect(route.effect == .createPopup)
        #expect(route.request?.flags == [Self.third])
        #expect(targets == [.newWindow])
    }
}
