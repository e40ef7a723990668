import CWebKitGTK
import Foundation
import NavPolicy
import NavPolicyWebKit
import NavPolicyWebKitGTK

/// Drives one scenario: a network session whose HTTP proxy is the loopback site server, a main
/// web view in it, the adapter over the router (its downloads saved in the scenario's downloads
/// folder), the steps, and the decisions and effects written to the log. A batch plays each
/// scenario with its own runner, so no history, cookie or pop-up carries over.
@MainActor
final class ScenarioRunner {
    private let adapter: WebKitGTKNavigationAdapter
    private let log: ScenarioLog
    private let proxyPort: Int
    private var mainView: WebViewPointer?
    private var session: OpaquePointer?
    /// The flags on now (a `flags:` step sets them), and their names for the decision lines.
    private var flagsOn = PolicyFlags()
    private var flagNamesOn: [String] = []
    /// Step scripts WebKit has not answered yet (C memory: the shim's callback counts down).
    private let scriptsPending = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    /// How long nothing must happen before a step counts as settled, and the longest wait.
    static let quietPeriod: TimeInterval = 0.6
    static let longestStep: TimeInterval = 10
    /// When a navigation was last allowed with no page loaded (or failed) since: a cross-site
    /// load waits for a new web process before WebKit reports it loading, which can take longer
    /// than the quiet period on a busy machine. An iframe's own navigation ends in no main-frame
    /// load, so the wait is bounded by `loadPatience`.
    private var allowedSince: Date?
    static let loadPatience: TimeInterval = 3

    init(policy: Policy, log: ScenarioLog, proxyPort: Int, downloads: URL) {
        adapter = WebKitGTKNavigationAdapter(policy: policy)
        self.log = log
        self.proxyPort = proxyPort
        // The app's destination hook: a new file in the scenario's downloads folder.
        adapter.downloads.destination = { name, _ in try? DownloadDestination.availableFile(named: name, in: downloads) }
        scriptsPending.initialize(to: 0)
        // The app's flag hook: the state the steps set.
        adapter.router.flags = { [unowned self] _ in flagsOn }
    }

    isolated deinit {
        scriptsPending.deallocate()
    }

    /// Opens the display, once per process.
    static func openDisplay() throws(UsageError) {
        guard gtk_init_check() != 0 else { throw UsageError(message: "cannot open a display; run under xvfb-run -a") }
    }

    /// Sets up the network session and the main view.
    func setUp() throws(UsageError) {
        guard let session = webkit_network_session_new_ephemeral() else { throw UsageError(message: "cannot create a network session") }
        self.session = session
        let proxy = webkit_network_proxy_settings_new("http://127.0.0.1:\(proxyPort)", nil)
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
            if route.answer == .allow && event.target != .newWindow { allowedSince = Date() }
        }
        adapter.routedResponse = { [unowned self] view, event, route in
            // Only the policy's own answers: without response rules the engines' default
            // answers, as before, and the log keeps its shape.
            if route.decision != nil {
                record(.responseDecision(view: name(of: view), event: event, route: route, flags: flagNamesOn))
            }
        }
        adapter.openExternally = { [unowned self] view, url in
            record(.effect(view: name(of: view), kind: "opened-external", url: url, tag: nil))
        }
        adapter.presentInApp = { [unowned self] view, url in
            record(.effect(view: name(of: view), kind: "opened-in-app", url: url, tag: nil))
            return true
        }
        adapter.notify = { [unowned self] view, tag, url in record(.effect(view: name(of: view), kind: "notified", url: url, tag: tag)) }
        adapter.popupCreated = { [unowned self] _, number, url in
            record(.effect(view: "popup-\(number)", kind: "popup-created", url: url, tag: nil))
        }
        adapter.popupClosed = { [unowned self] _, number in
            record(.effect(view: "popup-\(number)", kind: "popup-closed", url: nil, tag: nil))
        }
        adapter.loaded = { [unowned self] view, url in
            allowedSince = nil
            record(.effect(view: name(of: view), kind: "loaded", url: url, tag: nil))
        }
        adapter.loadFailed = { [unowned self] view, url in
            allowedSince = nil
            record(.effect(view: name(of: view), kind: "load-failed", url: url, tag: nil))
        }
        adapter.firstLoadStopped = { [unowned self] view, url in
            record(.effect(view: name(of: view), kind: "first-load-stopped", url: url, tag: nil))
        }
        adapter.downloads.events = { [unowned self] event in downloadEvent(event) }
    }

    private func downloadEvent(_ event: DownloadEvent<OpaquePointer>) {
        let view = webkit_download_get_web_view(event.download).map(name(of:)) ?? "main"
        let source = webkit_download_get_request(event.download).flatMap { webkit_uri_request_get_uri($0) }.map { String(cString: $0) }
        switch event {
        case .started: record(.effect(view: view, kind: "download", url: source, tag: nil))
        case .saving: break
        case .declined: record(.effect(view: view, kind: "download-declined", url: source, tag: nil))
        case .finished(_, let destination):
            record(.effect(view: view, kind: "download-finished", url: source, tag: nil, path: destination.path))
        case .failed(_, _, let error): record(.effect(view: view, kind: "download-failed", url: source, tag: "\(error)"))
        }
    }

    private func name(of view: WebViewPointer) -> String {
        adapter.popups.number(of: view).map { "popup-\($0)" } ?? "main"
    }

    private func record(_ event: ScenarioEvent) {
        log.record(event)
    }

    /// Releases the views and the session; their web processes end. The runner itself must stay
    /// alive while WebKit may still emit a signal to its adapter (the batch keeps every runner).
    func tearDown() {
        for popup in adapter.popups.open.reversed() { g_object_unref(popup.view) }
        if let mainView { g_object_unref(mainView) }
        if let session { g_object_unref(UnsafeMutableRawPointer(session)) }
        mainView = nil
        session = nil
    }

    /// Runs the main loop until no view is loading and nothing happened for `quietPeriod`.
    private func settle() {
        let started = Date()
        log.touch()
        let wake: @convention(c) (gpointer?) -> gboolean = { _ in 1 }
        let timer = g_timeout_add(50, wake, nil)
        defer { g_source_remove(timer) }
        while Date().timeIntervalSince(started) < Self.longestStep {
            _ = g_main_context_iteration(nil, 1)
            let views = [mainView].compactMap { $0 } + adapter.popups.open.map(\.view)
            let loading = views.contains { webkit_web_view_is_loading($0) != 0 }
            // The quiet period starts once the step's script has run.
            if scriptsPending.pointee > 0 { log.touch() }
            let awaitingLoad = allowedSince.map { Date().timeIntervalSince($0) < Self.loadPatience } ?? false
            let busy = loading || awaitingLoad || adapter.downloads.count > 0 || scriptsPending.pointee > 0
            if !busy && Date().timeIntervalSince(log.lastActivity) >= Self.quietPeriod { return }
        }
    }
}
