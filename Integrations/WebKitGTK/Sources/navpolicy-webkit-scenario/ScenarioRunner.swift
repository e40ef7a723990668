import CWebKitGTK
import Foundation
import NavPolicy
import NavPolicyWebKit
import NavPolicyWebKitGTK

/// Drives one scenario: a main web view behind the loopback server, the adapter over the
/// router (its downloads saved in the scenario's downloads folder), the steps, and the log of
/// decisions, effects and the requests the server saw.
@MainActor
final class ScenarioRunner {
    private let adapter: WebKitGTKNavigationAdapter
    private let server: LoopbackSiteServer
    private var mainView: WebViewPointer?
    private var session: OpaquePointer?
    private(set) var events: [ScenarioEvent] = []
    /// The flags on now (a `flags:` step sets them), and their names for the decision lines.
    private var flagsOn = PolicyFlags()
    private var flagNamesOn: [String] = []
    private var lastActivity = Date()
    /// Step scripts WebKit has not answered yet (C memory: the shim's callback counts down).
    private let scriptsPending = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    /// How long nothing must happen before a step counts as settled, and the longest wait.
    static let quietPeriod: TimeInterval = 0.6
    static let longestStep: TimeInterval = 10

    init(policy: Policy, site: URL, downloads: URL) {
        adapter = WebKitGTKNavigationAdapter(policy: policy)
        server = LoopbackSiteServer(root: site)
        // The app's destination hook: a new file in the scenario's downloads folder.
        adapter.downloads.destination = { name, _ in try? DownloadDestination.availableFile(named: name, in: downloads) }
        scriptsPending.initialize(to: 0)
        // The app's flag hook: the state the steps set.
        adapter.router.flags = { [unowned self] _ in flagsOn }
    }

    isolated deinit {
        scriptsPending.deallocate()
    }

    /// Sets up the display, the server, the network session and the main view.
    func setUp() throws(UsageError) {
        guard gtk_init_check() != 0 else { throw UsageError(message: "cannot open a display; run under xvfb-run -a") }
        try server.start()
        server.served = { [unowned self] method, url, body in record(.served(method: method, url: url, body: body)) }
        guard let session = webkit_network_session_new_ephemeral() else { throw UsageError(message: "cannot create a network session") }
        self.session = session
        let proxy = webkit_network_proxy_settings_new("http://127.0.0.1:\(server.port)", nil)
        webkit_network_session_set_proxy_settings(session, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, proxy)
        webkit_network_proxy_settings_free(proxy)
        adapter.attachDownloads(of: session)
        guard let view = navpolicy_web_view_new(session) else { throw UsageError(message: "cannot create a web view") }
        g_object_ref_sink(view)
        // Steps run with a user gesture; this also lets pages open windows from timers.
        webkit_settings_set_javascript_can_open_windows_automatically(webkit_web_view_get_settings(view), 1)
        mainView = view
        observe()
        adapter.attach(view)
    }

    /// Loads `start`, runs each step, and returns the log.
    func run(start: String, steps: [ScenarioStep]) {
        guard let mainView else { return }
        webkit_web_view_load_uri(mainView, start)
        settle()
        for step in steps {
            switch step {
            case .flags(let flags, let names):
                flagsOn = flags
                flagNamesOn = names
            case .script(let script, let inPopup):
                var view = mainView
                if inPopup {
                    guard let popup = adapter.popups.newest else {
                        FileHandle.standardError.write(Data("navpolicy-webkit-scenario: no open pop-up for step: popup:\(script)\n".utf8))
                        continue
                    }
                    view = popup
                }
                navpolicy_evaluate_javascript(view, script, scriptsPending)
                settle()
            }
        }
    }

    private func observe() {
        adapter.routed = { [unowned self] view, event, route in
            // A `_blank` link is decided at its navigation question; creation only acts on it.
            if !route.actsOnEarlierDecision {
                record(.decision(view: name(of: view), event: event, route: route, flags: flagNamesOn))
            }
        }
        adapter.routedResponse = { [unowned self] view, event, route in
            // Only the policy's own answers: without response rules the engines' default
            // answers, as before, and the log keeps its shape.
            if route.decision != nil {
                record(.responseDecision(view: name(of: view), event: event, route: route, flags: flagNamesOn))
            }
        }
        adapter.openExternally = { [unowned self] view, url in record(.effect(view: name(of: view), kind: "opened-external", url: url, tag: nil)) }
        adapter.presentInApp = { [unowned self] view, url in
            record(.effect(view: name(of: view), kind: "opened-in-app", url: url, tag: nil))
            return true
        }
        adapter.notify = { [unowned self] view, tag, url in record(.effect(view: name(of: view), kind: "notified", url: url, tag: tag)) }
        adapter.popupCreated = { [unowned self] _, number, url in record(.effect(view: "popup-\(number)", kind: "popup-created", url: url, tag: nil)) }
        adapter.popupClosed = { [unowned self] _, number in record(.effect(view: "popup-\(number)", kind: "popup-closed", url: nil, tag: nil)) }
        adapter.loaded = { [unowned self] view, url in record(.effect(view: name(of: view), kind: "loaded", url: url, tag: nil)) }
        adapter.loadFailed = { [unowned self] view, url in record(.effect(view: name(of: view), kind: "load-failed", url: url, tag: nil)) }
        adapter.downloads.events = { [unowned self] event in downloadEvent(event) }
    }

    private func downloadEvent(_ event: DownloadEvent<OpaquePointer>) {
        let view = webkit_download_get_web_view(event.download).map(name(of:)) ?? "main"
        let source = webkit_download_get_request(event.download).flatMap { webkit_uri_request_get_uri($0) }.map { String(cString: $0) }
        switch event {
        case .started: record(.effect(view: view, kind: "download", url: source, tag: nil))
        case .saving: break
        case .declined: record(.effect(view: view, kind: "download-declined", url: source, tag: nil))
        case .finished(_, let destination): record(.effect(view: view, kind: "download-finished", url: source, tag: nil, path: destination.path))
        case .failed(_, _, let error): record(.effect(view: view, kind: "download-failed", url: source, tag: "\(error)"))
        }
    }

    private func name(of view: WebViewPointer) -> String {
        adapter.popups.number(of: view).map { "popup-\($0)" } ?? "main"
    }

    private func record(_ event: ScenarioEvent) {
        events.append(event)
        lastActivity = Date()
    }

    /// Runs the main loop until no view is loading and nothing happened for `quietPeriod`.
    private func settle() {
        let started = Date()
        lastActivity = started
        let wake: @convention(c) (gpointer?) -> gboolean = { _ in 1 }
        let timer = g_timeout_add(50, wake, nil)
        defer { g_source_remove(timer) }
        while Date().timeIntervalSince(started) < Self.longestStep {
            _ = g_main_context_iteration(nil, 1)
            let views = [mainView].compactMap { $0 } + adapter.popups.open.map(\.view)
            let loading = views.contains { webkit_web_view_is_loading($0) != 0 }
            // The quiet period starts once the step's script has run.
            if scriptsPending.pointee > 0 { lastActivity = Date() }
            let busy = loading || adapter.downloads.count > 0 || scriptsPending.pointee > 0
            if !busy && Date().timeIntervalSince(lastActivity) >= Self.quietPeriod { return }
        }
    }
}
