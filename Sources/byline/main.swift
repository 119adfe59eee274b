import BylineCLI

BylineCommandLine.run()
