import Foundation
import NavPolicy
import NavPolicyWebKit

// Loads the tables the plugin compiled into this target's bundle and routes a few clicks the
// way an app's web-view delegate would. Exits 1 when any answer differs from the expected one.
// `--blocked HOST...` also expects the blocklist table to cancel those hosts (the check script
// adds a host to the list file, rebuilds, and asks for it).

@MainActor
func main() -> Int32 {
    let policy: Policy
    do {
        policy = try Policy(resource: "ads", bundle: .module)
    } catch {
        print("cannot load the bundled policy: \(error)")
        return 1
    }
    let router = NavigationRouter(policy: policy)
    let page = "https://news.example/article"
    let checks: [(NavigationEvent, NavigationEffect, EngineAnswer)] = [
        (
            NavigationEvent(url: "https://advertiser.example/", current: page, target: .newWindow, navigation: .link),
            .presentInApp(url: "https://advertiser.example/"), .cancel
        ),
        (
            NavigationEvent(url: "itms-apps://apps.apple.com/app/id1", current: page, target: .mainFrame, navigation: .link),
            .openExternally(url: "itms-apps://apps.apple.com/app/id1"), .cancel
        ),
        (
            NavigationEvent(url: "https://news.example/next", current: page, target: .mainFrame, navigation: .link),
            .none, .allow
        ),
        (
            NavigationEvent(url: "file:///etc/passwd", current: page, target: .mainFrame, navigation: .other),
            .none, .cancel
        ),
    ]
    var failures = 0
    for (event, effect, answer) in checks {
        let route = router.routeNavigation(event)
        let ok = route.effect == effect && route.answer == answer
        if !ok { failures += 1 }
        print(
            "\(ok ? "ok" : "WRONG") \(event.url): \(route.answer.rawValue), \(route.effect), rule \(route.decision?.rule.map(String.init) ?? "-")"
        )
    }
    print(failures == 0 ? "policy \(policy.name ?? "?"): all \(checks.count) decisions as expected" : "\(failures) wrong decisions")
    let blocklistOK = checkBlocklist()
    return failures == 0 && blocklistOK && checkChat() ? 0 : 1
}

/// The chat table declares `param "servers"` and `flag call-active`: it loads only with its
/// parameters, and the router's flag closure is asked at each navigation.
@MainActor
func checkChat() -> Bool {
    do {
        _ = try Policy(resource: "chat", bundle: .module)
        print("WRONG chat: loaded without its parameters")
        return false
    } catch {
        guard case .invalidTable(_, .parametersRequired(keys: ["servers"])) = error else {
            print("WRONG chat: \(error)")
            return false
        }
        print("ok chat without its parameters: \(error)")
    }
    let chat: Policy
    let callActive: PolicyFlag
    do {
        chat = try Policy(resource: "chat", bundle: .module, parameters: ["servers": ["chat.example"]])
        callActive = try chat.flag("call-active")
    } catch {
        print("cannot load the bundled chat policy: \(error)")
        return false
    }
    var inCall = false
    let router = NavigationRouter(policy: chat) { _ in inCall ? [callActive] : [] }
    let page = "https://chat.example/channel/general"
    let link = NavigationEvent(url: "https://news.example/story", current: page, target: .mainFrame, navigation: .link)
    let room = NavigationEvent(url: "https://chat.example/channel/random", current: page, target: .mainFrame, navigation: .link)
    var checks: [(String, NavigationEffect, NavigationEffect)] = []
    checks.append(("room on the bound server", router.routeNavigation(room).effect, .none))
    checks.append(("link, no call", router.routeNavigation(link).effect, .openExternally(url: link.url)))
    inCall = true
    checks.append(("link during a call", router.routeNavigation(link).effect, .presentInApp(url: link.url)))
    var ok = true
    for (what, effect, expected) in checks {
        if effect != expected { ok = false }
        print("\(effect == expected ? "ok" : "WRONG") chat \(what): \(effect)")
    }
    return ok
}

/// The blocklist table: listed hosts (and those given after `--blocked`) are cancelled, others allowed.
func checkBlocklist() -> Bool {
    guard let blocklist = try? Policy(resource: "blocklist", bundle: .module) else {
        print("cannot load the bundled blocklist")
        return false
    }
    let extra = CommandLine.arguments.drop { $0 != "--blocked" }.dropFirst()
    let expected =
        [("ads.example", Action.cancel), ("x.tracker.example", .cancel), ("news.example", .allow)] + extra.map { ($0, Action.cancel) }
    var ok = true
    for (host, action) in expected {
        guard let request = try? NavigationRequest(url: "https://\(host)/", current: nil) else { return false }
        let decided = blocklist.decide(request).action
        if decided != action { ok = false }
        print("\(decided == action ? "ok" : "WRONG") blocklist \(host): \(decided)")
    }
    return ok
}

exit(MainActor.assumeIsolated { main() })
