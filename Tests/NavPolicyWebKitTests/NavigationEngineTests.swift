import Foundation
import NavPolicy
import NavPolicyWebKit
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Routes carried out through `NavigationEngine.perform`: the request handed to the engine is
/// the navigation's own, and an in-app browser that cannot be shown falls back to the system.
@MainActor
@Suite struct NavigationEngineTests {
    /// An engine that records every call it gets, over plain `URLRequest`s and named views.
    final class RecordingEngine: NavigationEngine {
        enum Call: Equatable {
            case load(URLRequest, in: String)
            case download(URLRequest, from: String)
            case openExternally(String)
            case presentInApp(String)
            case notify(String, String)
        }

        var calls: [Call] = []
        var canPresentInApp = true

        func load(_ request: URLRequest, in view: String) { calls.append(.load(request, in: view)) }
        func startDownload(_ request: URLRequest, from view: String) { calls.append(.download(request, from: view)) }
        func openExternally(_ request: URLRequest, from view: String) { calls.append(.openExternally(request.url!.absoluteString)) }
        func presentInApp(_ request: URLRequest, from view: String) -> Bool {
            calls.append(.presentInApp(request.url!.absoluteString))
            return canPresentInApp
        }
        func notify(_ tag: String, about request: URLRequest, from view: String) { calls.append(.notify(tag, request.url!.absoluteString)) }
    }

    /// A `target="_blank"` form POST with headers and a body, as WebKit reports it.
    static func formPost(to url: String) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue("https://shop.example/cart", forHTTPHeaderField: "Referer")
        request.setValue("token-123", forHTTPHeaderField: "X-CSRF-Token")
        request.httpBody = Data("item=42&quantity=2".utf8)
        return request
    }

    static func router(_ source: String) throws -> NavigationRouter {
        NavigationRouter(policy: try PolicyText.policy(source))
    }

    static func event(_ url: String, target: NavigationTarget, navigation: NavigationType = .formSubmit) -> NavigationEvent {
        NavigationEvent(url: url, current: "https://shop.example/cart", target: target, navigation: navigation)
    }

    /// Method, headers and body of what the engine got, against the original.
    static func expectSameRequest(_ handed: URLRequest, _ original: URLRequest) {
        #expect(handed.httpMethod == "POST")
        #expect(handed.url == original.url)
        #expect(handed.allHTTPHeaderFields == original.allHTTPHeaderFields)
        #expect(handed.value(forHTTPHeaderField: "X-CSRF-Token") == "token-123")
        #expect(handed.httpBody == Data("item=42&quantity=2".utf8))
    }

    @Test func aBlankFormPostKeptInPlaceIsLoadedAsItself() throws {
        let router = try Self.router("when target is new-window then open in-place\notherwise allow\n")
        let post = Self.formPost(to: "https://pay.example/checkout")
        let route = router.routeNavigation(Self.event("https://pay.example/checkout", target: .newWindow))
        #expect(route.answer == .cancel)
        let engine = RecordingEngine()
        engine.perform(route, request: post, asking: "main")
        #expect(engine.calls.count == 1)
        guard case .load(let handed, let view)? = engine.calls.first else {
            Issue.record("no load: \(engine.calls)")
            return
        }
        #expect(view == "main")
        Self.expectSameRequest(handed, post)
    }

    @Test func aWindowOpenDecidedDownloadDownloadsItsOwnRequest() throws {
        let router = try Self.router("when path starts-with \"/files/\" then download\notherwise allow\n")
        var request = Self.formPost(to: "https://files.example/files/export")
        request.httpMethod = "POST"
        let route = router.routePopupCreation(Self.event("https://files.example/files/export", target: .newWindow, navigation: .other))
        #expect(route.answer == .cancel)
        let engine = RecordingEngine()
        engine.perform(route, request: request, asking: "popup")
        guard case .download(let handed, let view)? = engine.calls.first else {
            Issue.record("no download: \(engine.calls)")
            return
        }
        #expect(view == "popup")
        Self.expectSameRequest(handed, request)
    }

    @Test func anInAppBrowserThatCannotBeShownOpensExternally() throws {
        let router = try Self.router("otherwise open in-app\n")
        let request = URLRequest(url: URL(string: "https://news.example/story")!)
        let route = router.routeNavigation(Self.event("https://news.example/story", target: .mainFrame, navigation: .link))
        #expect(route.answer == .cancel)
        let shown = RecordingEngine()
        shown.perform(route, request: request, asking: "main")
        #expect(shown.calls == [.presentInApp("https://news.example/story")])
        // Nothing to present from (or a presentation under way): the cancelled tap still goes somewhere.
        let refused = RecordingEngine()
        refused.canPresentInApp = false
        refused.perform(route, request: request, asking: "main")
        #expect(refused.calls == [.presentInApp("https://news.example/story"), .openExternally("https://news.example/story")])
    }

    @Test func everyEffectReachesItsEngineCallAndTheTagFollows() throws {
        let router = try Self.router(
            """
            when scheme is "mailto" then open external and notify "mail"
            when host is "popup.example" then open popup
            otherwise cancel and notify "blocked"
            """)
        let mail = URLRequest(url: URL(string: "mailto:a@b.example")!)
        let engine = RecordingEngine()
        engine.perform(
            router.routeNavigation(Self.event("mailto:a@b.example", target: .mainFrame, navigation: .link)), request: mail, asking: "main")
        #expect(engine.calls == [.openExternally("mailto:a@b.example"), .notify("mail", "mailto:a@b.example")])
        // A pop-up is the adapter's to create: the engine gets no call.
        let popup = URLRequest(url: URL(string: "https://popup.example/")!)
        let creation = router.routePopupCreation(Self.event("https://popup.example/", target: .newWindow, navigation: .other))
        #expect(creation.effect == .createPopup)
        let quiet = RecordingEngine()
        quiet.perform(creation, request: popup, asking: "main")
        #expect(quiet.calls.isEmpty)
        let blocked = RecordingEngine()
        let other = URLRequest(url: URL(string: "https://other.example/")!)
        blocked.perform(
            router.routeNavigation(Self.event("https://other.example/", target: .mainFrame, navigation: .link)), request: other,
            asking: "main")
        #expect(blocked.calls == [.notify("blocked", "https://other.example/")])
    }
}
