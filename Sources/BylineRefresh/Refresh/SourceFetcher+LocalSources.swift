import BylineCore
import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension SourceFetcher {
    /// The feed document of an `exec:`, `filter:` or `file://` source.
    func localDownload(_ source: Source) async throws(SourceError) -> SourceDownload {
        switch source.kind {
        case .exec(let argv):
            let output = try await runCommand(argv, input: nil)
            return SourceDownload(source: source, content: .local(output, base: URL(fileURLWithPath: "/")))
        case .filter(let argv, let url):
            let response: Response
            do {
                response = try ResponseValidator.validate(try await service.transport.send(feedRequest(for: url, source: source)))
            } catch {
                throw .network(error)
            }
            let output = try await runCommand(argv, input: response.body)
            return SourceDownload(source: source, content: .local(output, base: response.documentURL(requested: url)))
        case .file(let url):
            return SourceDownload(source: source, content: .local(try readFeedFile(url.path), base: url))
        default:
            throw .described(SourceFormText.notLocal.value())
        }
    }

    /// What `argv` printed, within the limits; its failure (with its stderr's first line)
    /// otherwise.
    private func runCommand(_ argv: [String], input: Data?) async throws(SourceError) -> Data {
        let child = ChildProcess(
            argv: argv, input: input ?? Data(), standardOutput: .capture(limit: localLimits.maxBytes),
            timeout: localLimits.timeout, environment: localLimits.environment)
        do throws(ChildProcessError) {
            let result = try await child.start()
            guard result.status == 0 else {
                throw ChildProcessError.failed(program: child.programName, status: result.status, message: result.firstErrorLine())
            }
            return result.output
        } catch {
            throw .command(error)
        }
    }

    /// A regular file's bytes, at most the size cap (a FIFO or a device is refused, as it
    /// could block or never end).
    private func readFeedFile(_ path: String) throws(SourceError) -> Data {
        let shown = TextSanitizer.singleLine(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .described(SourceFormText.fileMissing.value(shown))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard !isDirectory.boolValue, attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw .described(SourceFormText.notRegularFile.value(shown))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .described(SourceFormText.fileUnreadable.value(shown)) }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: localLimits.maxBytes + 1) ?? Data()
            guard data.count <= localLimits.maxBytes else {
                throw SourceError.described(SourceFormText.fileTooLarge.value(shown, localLimits.maxBytes >> 20))
            }
            return data
        } catch let error as SourceError {
            throw error
        } catch {
            throw .described(SourceFormText.fileUnreadableBecause.value(shown, error.localizedDescription))
        }
    }
}
