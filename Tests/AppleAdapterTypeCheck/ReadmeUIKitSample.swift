// README.md's UIKit sample ("Use it in an app"), compiled against the stubs by the
// AppleAdapterTypeCheck target; ReadmeSampleTests keeps the two identical. Edit both together.

import NavPolicy
import NavPolicyWebKit
import UIKit
import WebKit

final class AdViewController: UIViewController {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let navigation = PolicyWebViewDelegate(policy: try! Policy(resource: "ads", bundle: .main))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigation.presentingViewController = self  // weak; presents SFSafariViewController
        // The delegate lives as long as this controller: capture it weakly, or neither is freed.
        navigation.notify = { [weak self] tag, url in self?.policyTagged(tag, url) }
        navigation.downloads.events = { [weak self] event in
            if case .finished(_, let file) = event { self?.downloaded(file) }
        }
        webView.navigationDelegate = navigation  // decidePolicyFor, downloads
        webView.uiDelegate = navigation  // createWebViewWith, webViewDidClose
        webView.frame = view.bounds
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(webView)
    }

    func policyTagged(_ tag: String, _ url: URL) { print("policy tag \(tag): \(url)") }
    func downloaded(_ file: URL) { print("saved \(file.lastPathComponent)") }
}
