import Foundation
import NavPolicy
import NavPolicyWebKit

// Never runs: the plugin fails the build on broken.navpolicy.
_ = try? Policy(resource: "broken", bundle: .module)
