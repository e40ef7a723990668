import CWebKitGTK
import Foundation

/// The WebKit content filter that blocks hyperlink-auditing requests (`<a ping>`), compiled
/// once per process. WebKit sends a link's ping POST even when the policy cancels the link's
/// navigation, and never asks about the ping's URL; WebKitGTK 2.50's
/// `enable-hyperlink-auditing` setting is deprecated and does nothing, so a content-blocker
/// rule (the same JSON `WKContentRuleList` takes on Apple platforms) blocks every request of
/// resource type `ping` instead.
@MainActor
final class PingFilter {
    static let shared = PingFilter()

    /// WebKit's content-blocker rule: every request of resource type `ping` is blocked.
    static let rules = #"[{"trigger": {"url-filter": ".*", "resource-type": ["ping"]}, "action": {"type": "block"}}]"#

    /// The compiled filter (a `WebKitUserContentFilter`), nil until compiled or when compiling failed.
    private(set) var filter: OpaquePointer?
    private var compiled = false
    private var waiting: [@MainActor () -> Void] = []
    private var storeFolder: URL?

    /// Runs `body` once compiling has ended (at once when it has).
    func whenCompiled(_ body: @escaping @MainActor () -> Void) {
        if compiled { return body() }
        waiting.append(body)
        guard waiting.count == 1 else { return }
        // A folder of this process's own: WebKit writes the compiled rules there, and other
        // processes compiling at the same time must not share the file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-ping-filter-\(getpid())")
        let ready: navpolicy_filter_ready = { filter, error, _ in
            nonisolated(unsafe) let filter = filter
            let message = error.map { String(cString: $0) }
            MainActor.assumeIsolated { PingFilter.shared.finish(filter, error: message) }
        }
        storeFolder = folder
        navpolicy_compile_filter(folder.path, "navpolicy-block-pings", Self.rules, ready, nil)
    }

    private func finish(_ filter: OpaquePointer?, error: String?) {
        self.filter = filter
        compiled = true
        // The filter is loaded (mapped) now; its file is not needed again.
        if let storeFolder { try? FileManager.default.removeItem(at: storeFolder) }
        if let error {
            FileHandle.standardError.write(Data("NavPolicyWebKitGTK: cannot compile the filter that blocks <a ping>: \(error)\n".utf8))
        }
        let bodies = waiting
        waiting = []
        for body in bodies { body() }
    }
}
