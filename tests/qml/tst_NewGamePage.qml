import QtQuick
import QtTest
import Packmate

TestCase {
    id: testCase
    name: "NewGamePage"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: pageComponent
        NewGamePage {
            width: 1280
            height: 800
        }
    }

    SignalSpy {
        id: startSpy
        signalName: "startRequested"
    }

    function createPage() {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page !== null, "page created");
        startSpy.clear();
        startSpy.target = page;
        return page;
    }

    function test_controlsExist() {
        const page = createPage();
        for (let count = 2; count <= 6; ++count)
            verify(findChild(page, "playerCount" + count) !== null, "count button " + count);
        verify(findChild(page, "playerName1") !== null, "first name field");
        verify(findChild(page, "startButton") !== null, "start button");
        compare(page.playerCount, 4, "four players by default");
    }

    function test_countButtonsChangeTheNumberOfNameFields() {
        const page = createPage();
        mouseClick(findChild(page, "playerCount3"));
        compare(page.playerCount, 3);
        compare(page.playerNames.length, 3);
        verify(findChild(page, "playerName3").visible);
        verify(!findChild(page, "playerName4").visible);
        verify(!findChild(page, "houseVariantNote").visible);
        mouseClick(findChild(page, "playerCount2"));
        verify(findChild(page, "houseVariantNote").visible, "two players is flagged as a house variant");
    }

    function test_startSendsTypedNamesWithDefaultsForBlanks() {
        const page = createPage();
        mouseClick(findChild(page, "playerCount3"));
        const first = findChild(page, "playerName1");
        first.forceActiveFocus();
        first.text = "Anja";
        findChild(page, "playerName3").text = "Galja";
        mouseClick(findChild(page, "startButton"));
        compare(startSpy.count, 1);
        compare(startSpy.signalArguments[0][0], ["Anja", "Player 2", "Galja"]);
    }

    function test_duplicateNamesBlockTheStart() {
        const page = createPage();
        findChild(page, "playerName1").text = "Vanja";
        findChild(page, "playerName2").text = "vanja";
        verify(!page.namesUnique);
        verify(findChild(page, "duplicateNamesNote").visible);
        verify(!findChild(page, "startButton").enabled);
    }
}
