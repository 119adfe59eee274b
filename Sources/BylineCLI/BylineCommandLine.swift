import BylineCore
public enum BylineCommandLine { public static func run() { print(BylineVersion.current) } }
