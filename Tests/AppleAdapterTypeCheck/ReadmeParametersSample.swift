// README.md's parameters-and-flags sample ("What only the app knows"), compiled against the
// stubs by the AppleAdapterTypeCheck target; ReadmeSampleTests keeps the two identical. Edit
// both together.

import NavPolicy
import NavPolicyWebKit
import UIKit
import WebKit

final class ChatViewController: UIViewController {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    var navigation: PolicyWebViewDelegate?
    var callInProgress = false

    func signedIn(to server: URL) throws {
        // The server the user typed in: bound once, checked as the compiler checks a host.
        let policy = try Policy(resource: "self-hosted-chat", bundle: .main, parameters: ["servers": [server.host ?? ""]])
        let callActive = try policy.flag("call-active")  // resolved once; throws for a misspelt name
        // Asked at every navigation: the flags that are on now.
        let navigation = PolicyWebViewDelegate(
            policy: policy,
            flags: { [weak self] _ in
                self?.callInProgress == true ? [callActive] : []
            })
        navigation.presentingViewController = self
        webView.navigationDelegate = navigation
        webView.uiDelegate = navigation
        self.navigation = navigation
    }
}
