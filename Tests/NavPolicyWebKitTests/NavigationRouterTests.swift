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

    nonisolated static let urls = [
        "https://shop.example/item", "http://shop.example/item", "itms-apps://apps.apple.com/app/id1", "mailto:a@b.example",
    ]

    nonisolated static let cases: [Case] = Action.allCases.flatMap { action in
        NavigationTarget.allCases.flatMap { target in
            NavigationView.allCases.flatMap { view in urls.map { Case(action: action, target: target, view: view, url: $0) } }
        }
    }

    /// What the app is told to do, written without the URL (each case supplies it).
    enum Effect: Sendable {
        case none, external, inApp, popup, loadHere, download

        func with(url: String, isWeb: Bool) -> NavigationEffect {
            switch self {
            case .none: .none
            case .external: .openExternally(url: url)
            case .inApp: isWeb ? .presentInApp(url: url) : .openExternally(url: url)
            case .popup: .createPopup
            case .loadHere: .loadInAskingView(url: url)
            case .download: .startDownload(url: url)
            }
        }
    }

    /// One row of README's "Use it in an app" table: the answer and effect at the navigation
    /// question for a frame and for a new window (and whether it waits for the creation
    /// question), and the effect at pop-up creation (`window.open`).
    struct Row: Sendable {
        let frame: (EngineAnswer, Effect)
        let newWindow: (EngineAnswer, Effect, awaitsCreation: Bool)
        let creation: Effect
    }

    /// The table itself, as data: the expectations are written here, not derived from the router.
    static let table: [Action: Row] = [
        .allow: Row(frame: (.allow, .none), newWindow: (.allow, .none, true), creation: .none),
        .cancel: Row(frame: (.cancel, .none), newWindow: (.cancel, .none, false), creation: .none),
        .openExternal: Row(frame: (.cancel, .external), newWindow: (.cancel, .external, false), creation: .external),
        .openInApp: Row(frame: (.cancel, .inApp), newWindow: (.cancel, .inApp, false), creation: .inApp),
        .openPopup: Row(frame: (.allow, .none), newWindow: (.allow, .none, true), creation: .popup),
        .openInPlace: Row(frame: (.allow, .none), newWindow: (.cancel, .loadHere, false), creation: .loadHere),
        .download: Row(frame: (.download, .none), newWindow: (.download, .none, false), creation: .download),
    ]

    @Test func theTableHasARowForEveryAction() {
        #expect(Set(Self.table.keys) == Set(Action.allCases))
    }

    static func expectedNavigation(_ c: Case) -> (answer: EngineAnswer, effect: NavigationEffect, awaits: Bool) {
        let row = Self.table[c.action]!
        if c.target == .newWindow {
            return (row.newWindow.0, row.newWindow.1.with(url: c.url, isWeb: c.isWeb), row.newWindow.awaitsCreation)
        }
        return (row.frame.0, row.frame.1.with(url: c.url, isWeb: c.isWeb), false)
    }

    static func expectedCreation(_ c: Case) -> NavigationEffect {
        Self.table[c.action]!.creation.with(url: c.url, isWeb: c.isWeb)
    }

    static func router(_ action: Action) throws -> NavigationRouter {
        NavigationRouter(policy: try PolicyText.policy("otherwise \(action.sourceSpelling)\n"))
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

    @Test(arguments: [Action.allow, .openPopup])
    func blankLinkIsDecidedOnceAndActedOnAtCreation(_ action: Action) throws {
        // At creation WebKit reports the new window's navigation as `other`; a policy that
        // decides a link and an `other` navigation differently tells a re-decision apart.
        let router = NavigationRouter(
            policy: try PolicyText.policy(
                """
                when navigation is link then \(action.sourceSpelling)
                otherwise cancel
                """))
        let link = NavigationEvent(url: "https://pay.example/", current: "https://shop.example/", target: .newWindow, navigation: .link)
        var creation = link
        creation.navigation = .other
        let first = router.routeNavigation(link)
        #expect(first.awaitsPopupCreation)
        #expect(first.effect == .none)
        #expect(first.decision?.action == action)
        let created = router.routePopupCreation(creation)
        #expect(created.decision == first.decision, "the creation question was decided again")
        #expect(created.actsOnEarlierDecision)
        #expect(created.effect == (action == .openPopup ? .createPopup : .none))
        // The pending decision is used once: the next creation asks the policy, which cancels.
        let again = router.routePopupCreation(creation)
        #expect(again.decision?.action == .cancel)
        #expect(!again.actsOnEarlierDecision)
        #expect(again.effect == .none)
    }

    @Test(
        arguments: [
            (true, nil, EngineAnswer.allow), (false, nil, .download), (true, "attachment", .download),
            (true, "Attachment; filename=\"report.zip\"", .download), (true, "  attachment ;filename=a", .download),
            (true, "inline", .allow), (true, "inline; filename=attachment.pdf", .allow), (true, "attachments", .allow),
            (false, "inline", .download), (true, "", .allow),
        ] as [(Bool, String?, EngineAnswer)])
    func responsesTheEngineCannotShowOrAttachmentsAreDownloaded(canShow: Bool, disposition: String?, answer: EngineAnswer) throws {
        let router = try Self.router(.allow)
        #expect(router.routeResponse(canShowMIMEType: canShow, contentDisposition: disposition) == answer)
    }

    @Test func pendingDecisionIsForTheSameURLOnly() throws {
        let router = NavigationRouter(
            policy: try PolicyText.policy(
                """
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
        let router = NavigationRouter(
            policy: try PolicyText.policy(
                """
                when host != current then open in-app
                otherwise allow
                """))
        let away = router.routeNavigation(
            NavigationEvent(url: "https://ad.example/", current: "https://news.example/a", target: .mainFrame, navigation: .link))
        #expect(away.effect == .presentInApp(url: "https://ad.example/"))
        let home = router.routeNavigation(
            NavigationEvent(url: "https://news.example/b", current: "https://news.example/a", target: .mainFrame, navigation: .link))
        #expect(home.answer == .allow)
    }
}
