import NavPolicy
import Testing
@testable import NavPolicyWebKit

/// The router's rules for every action × target × asking view × (http(s), other scheme), at
/// the navigation question and at pop-up creation.
@MainActor
@Suite struct NavigationRouterTests {
    /// One case of the matrix.
    struct Case: CustomTestStringConvertible, Sendable {
        let action: Action
        let target: NavigationTarget
        let view: NavigationView
        let url: String
        var isWeb: Bool { url.hasPrefix("http") }
        var testDescription: String { "\(action.sourceSpelling), \(target.name), \(view.name) view, \(url)" }
    }

    nonisolated static let urls = ["https://shop.example/item", "http://shop.example/item", "itms-apps://apps.apple.com/app/id1", "mailto:a@b.example"]

    nonisolated static let cases: [Case] = Action.allCases.flatMap { action in
        NavigationTarget.allCases.flatMap { target in
            NavigationView.allCases.flatMap { view in urls.map { Case(action: action, target: target, view: view, url: $0) } }
        }
    }

    /// What the guides say each action means at the navigation question.
    static func expectedNavigation(_ c: Case) -> (answer: EngineAnswer, effect: NavigationEffect, awaits: Bool) {
        let newWindow = c.target == .newWindow
        switch c.action {
        case .allow, .openPopup: return (.allow, .none, newWindow)
        case .cancel: return (.cancel, .none, false)
        case .openExternal: return (.cancel, .openExternally(url: c.url), false)
        case .openInApp: return (.cancel, c.isWeb ? .presentInApp(url: c.url) : .openExternally(url: c.url), false)
        case .openInPlace: return newWindow ? (.cancel, .loadInAskingView(url: c.url), false) : (.allow, .none, false)
        case .download: return (.download, .none, false)
        }
    }

    /// What each action means when the engine asks to create a window (`window.open`).
    static func expectedCreation(_ c: Case) -> NavigationEffect {
        switch c.action {
        case .allow, .cancel: .none
        case .openExternal: .openExternally(url: c.url)
        case .openInApp: c.isWeb ? .presentInApp(url: c.url) : .openExternally(url: c.url)
        case .openPopup: .createPopup
        case .openInPlace: .loadInAskingView(url: c.url)
        case .download: .startDownload(url: c.url)
        }
    }

    static func router(_ action: Action) throws -> NavigationRouter {
        NavigationRouter(policy: try CompiledPolicy.policy("otherwise \(action.sourceSpelling)\n"))
    }

    static func event(_ c: Case) -> NavigationEvent {
        NavigationEvent(url: c.url, current: "https://news.example/", target: c.target, navigation: .link, view: c.view)
    }

    @Test(arguments: cases)
    func navigationQuestion(_ c: Case) throws {
        let route = try Self.router(c.action).routeNavigation(Self.event(c))
        let expected = Self.expectedNavigation(c)
        #expect(route.decision?.action == c.action)
        #expect(route.answer == expected.answer)
        #expect(route.effect == expected.effect)
        #expect(route.awaitsPopupCreation == expected.awaits)
        #expect(route.request?.target == c.target)
        #expect(route.request?.view == c.view)
    }

    @Test(arguments: cases.filter { $0.target == .newWindow })
    func popupCreationWithoutNavigationQuestion(_ c: Case) throws {
        // `window.open`: the engine asks only at creation.
        let route = try Self.router(c.action).routePopupCreation(Self.event(c))
        let effect = Self.expectedCreation(c)
        #expect(route.decision?.action == c.action)
        #expect(route.effect == effect)
        #expect(route.answer == (effect == .createPopup ? .allow : .cancel))
        #expect(route.request?.target == .newWindow)
        #expect(route.request?.view == c.view)
    }

    @Test(arguments: cases.filter { $0.target == .newWindow && ($0.action == .allow || $0.action == .openPopup) })
    func blankLinkIsDecidedOnceAndActedOnAtCreation(_ c: Case) throws {
        // A decision-counting policy is not expressible; instead a router whose policy would
        // now decide differently must still act on the earlier decision.
        let router = try Self.router(c.action)
        let first = router.routeNavigation(Self.event(c))
        #expect(first.awaitsPopupCreation)
        #expect(first.effect == .none)
        let created = router.routePopupCreation(Self.event(c))
        #expect(created.decision == first.decision)
        #expect(created.actsOnEarlierDecision)
        #expect(created.effect == Self.expectedCreation(c))
        // The pending decision is used once: the next creation asks the policy again.
        let again = router.routePopupCreation(Self.event(c))
        #expect(again.decision == first.decision)
        #expect(!again.actsOnEarlierDecision)
    }

    @Test func pendingDecisionIsForTheSameURLOnly() throws {
        let router = NavigationRouter(policy: try CompiledPolicy.policy("""
            when host is "pay.example" then open popup
            otherwise allow
            """))
        let link = NavigationEvent(url: "https://pay.example/", current: "https://shop.example/", target: .newWindow, navigation: .link)
        #expect(router.routeNavigation(link).awaitsPopupCreation)
        var other = link
        other.url = "https://elsewhere.example/"
        #expect(router.routePopupCreation(other).effect == .none)
        #expect(router.routePopupCreation(link).effect == .createPopup)
    }

    @Test func targetFrameMapping() {
        #expect(NavigationTarget(targetFrameIsMainFrame: nil) == .newWindow)
        #expect(NavigationTarget(targetFrameIsMainFrame: true) == .mainFrame)
        #expect(NavigationTarget(targetFrameIsMainFrame: false) == .subframe)
    }

    @Test func relativeURLIsLeftToTheEngine() throws {
        let router = try Self.router(.cancel)
        let route = router.routeNavigation(NavigationEvent(url: "/relative", current: nil, target: .mainFrame, navigation: .other))
        #expect(route.decision == nil)
        #expect(route.answer == .allow)
        #expect(route.effect == .none)
    }

    @Test func hostRulesSeeTheCurrentURL() throws {
        let router = NavigationRouter(policy: try CompiledPolicy.policy("""
            when host != current then open in-app
            otherwise allow
            """))
        let away = router.routeNavigation(NavigationEvent(url: "https://ad.example/", current: "https://news.example/a", target: .mainFrame, navigation: .link))
        #expect(away.effect == .presentInApp(url: "https://ad.example/"))
        let home = router.routeNavigation(NavigationEvent(url: "https://news.example/b", current: "https://news.example/a", target: .mainFrame, navigation: .link))
        #expect(home.answer == .allow)
    }
}
