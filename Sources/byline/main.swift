import BylineCLI
import Foundation

let status = await BylineCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()),
                                         environment: ProcessInfo.processInfo.environment)
exit(status)
