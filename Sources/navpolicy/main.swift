import Foundation

let console = Console()
let exitCode = CommandRegistry.run(Array(CommandLine.arguments.dropFirst()), console: console)
console.flush()
exit(exitCode.rawValue)
