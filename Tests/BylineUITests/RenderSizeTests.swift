import BylineCore
import Foundation
import Testing

@testable import BylineText
@testable import BylineUI

@Suite struct RenderSizeTests {
    /// Every size from 1×1 to 130×45, with the state sized alike (as the runtime does) and
    /// rendered at that size; also the state of one size drawn at every other height.
    @Test(arguments: 1...130)
    func rendersEverySizeWithoutCrashing(width: Int) {
        var (state, store) = SnapshotScenes.state(width: 120, height: 40)
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.enter))
        for height in 1...45 {
            var sized = state
            store.drive(&sized, .resize(width: width, height: height))
            let canvas = render(sized, size: Size(width: width, height: height))
            #expect(canvas.width == width && canvas.height == height)
            #expect(canvas.text.allSatisfy { DisplayWidth.of($0) == width })
            let mismatched = render(state, size: Size(width: width, height: height))
            #expect(mismatched.text.count == height)
        }
    }

    @Test func rendersZeroSizes() {
        let (state, _) = SnapshotScenes.state(width: 80, height: 24)
        #expect(render(state, size: .zero).text.isEmpty)
        #expect(render(state, size: Size(width: 0, height: 5)).text == ["", "", "", "", ""])
        #expect(render(state, size: Size(width: 5, height: 0)).text.isEmpty)
    }

    @Test func helpAndPromptRenderAtEverySmallSize() {
        var (state, store) = SnapshotScenes.state(width: 30, height: 8)
        store.drive(&state, .key(.character("?")))
        var prompt = state
        store.drive(&prompt, .key(.escape))
        store.drive(&prompt, .key(.character("/")))
        store.drive(&prompt, .key(.character("한")))
        for width in 1...30 {
            for height in 1...12 {
                let size = Size(width: width, height: height)
                var help = state
                store.drive(&help, .resize(width: width, height: height))
                #expect(render(help, size: size).text.allSatisfy { DisplayWidth.of($0) == width })
                #expect(render(prompt, size: size).text.allSatisfy { DisplayWidth.of($0) == width })
            }
        }
    }
}
