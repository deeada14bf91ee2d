// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/diceentry.h"
#include "core/dice/diceerror.h"
#include "core/dice/randomdicesource.h"
#include "core/dice/scripteddicesource.h"

#include <QRandomGenerator>
#include <QTest>

Q_DECLARE_METATYPE(wm::RollPurpose)

using namespace wm;

class TestDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scriptedFacesComeInOrder();
    void rollRecordsWhatItWasFor();
    void onlySomeRollsAreReadByTheirTotal_data();
    void onlySomeRollsAreReadByTheirTotal();
    void d3_data();
    void d3();
    void twoD6AddsBothDice();
    void zeroDiceIsAnEmptyRoll();
    void scriptedFaceOutOfRange_data();
    void scriptedFaceOutOfRange();
    void appendIsAllOrNothing();
    void emptyScriptIsAnError();
    void tooFewFacesTakesNone();
    void negativeCountIsAnError();
    void randomWordsMapEvenly();
    void randomWordsPastTheLastMultipleAreDrawnAgain();
    void randomFacesStayOnTheDie();
    void rollArithmetic();
    void typedFacesInAnyScript_data();
    void typedFacesInAnyScript();
    void typedFacesRefused_data();
    void typedFacesRefused();
};

void TestDice::scriptedFacesComeInOrder()
{
    ScriptedDiceSource dice({3, 5, 6, 1});
    QCOMPARE(dice.remaining(), 4);
    QCOMPARE(dice.dice(3, RollPurpose::ToHit).faces, QList<int>({3, 5, 6}));
    QCOMPARE(dice.d6(RollPurpose::ArmourSave).faces, QList<int>({1}));
    QCOMPARE(dice.remaining(), 0);
}

void TestDice::rollRecordsWhatItWasFor()
{
    ScriptedDiceSource dice({4, 5});
    const DiceRoll roll = dice.dice(2, RollPurpose::DriveBack, QStringLiteral("Knights"));
    QCOMPARE(roll.purpose, RollPurpose::DriveBack);
    QCOMPARE(roll.subject, QStringLiteral("Knights"));
    QCOMPARE(roll.kind, DiceKind::ND6);
    QCOMPARE(roll.total(), 9);
    QCOMPARE(roll.describe(), QStringLiteral("Drive back (Knights): 4 5"));
}

void TestDice::d3_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("value");
    QTest::newRow("1 -> 1") << 1 << 1;
    QTest::newRow("2 -> 1") << 2 << 1;
    QTest::newRow("3 -> 2") << 3 << 2;
    QTest::newRow("4 -> 2") << 4 << 2;
    QTest::newRow("5 -> 3") << 5 << 3;
    QTest::newRow("6 -> 3") << 6 << 3;
}

void TestDice::d3()
{
    QFETCH(int, face);
    QFETCH(int, value);
    ScriptedDiceSource dice({face});
    const DiceRoll roll = dice.d3(RollPurpose::Other);
    QCOMPARE(roll.kind, DiceKind::D3);
    QCOMPARE(roll.faces, QList<int>({face}));
    QCOMPARE(roll.total(), value);
    QCOMPARE(roll.describe(), QStringLiteral("Roll: %1 -> D3 %2").arg(face).arg(value));
}

void TestDice::twoD6AddsBothDice()
{
    ScriptedDiceSource dice({6, 6});
    const DiceRoll roll = dice.twoD6(RollPurpose::Other, QStringLiteral("General"));
    QCOMPARE(roll.kind, DiceKind::TwoD6);
    QCOMPARE(roll.faces.size(), 2);
    QCOMPARE(roll.total(), 12);
}

void TestDice::zeroDiceIsAnEmptyRoll()
{
    ScriptedDiceSource dice;
    const DiceRoll roll = dice.dice(0, RollPurpose::DriveBack);
    QVERIFY(roll.faces.isEmpty());
    QCOMPARE(roll.total(), 0);
}

void TestDice::scriptedFaceOutOfRange_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QString>("message");
    QTest::newRow("0") << QList<int>{0} << QStringLiteral("Die 1 of 1 shows 0, but a die shows 1 to 6.");
    QTest::newRow("7 after good dice") << QList<int>{3, 4, 7}
                                       << QStringLiteral("Die 3 of 3 shows 7, but a die shows 1 to 6.");
    QTest::newRow("-1") << QList<int>{-1, 2} << QStringLiteral("Die 1 of 2 shows -1, but a die shows 1 to 6.");
}

void TestDice::scriptedFaceOutOfRange()
{
    QFETCH(QList<int>, faces);
    QFETCH(QString, message);
    try {
        ScriptedDiceSource dice(faces);
        QFAIL("a face outside 1-6 was accepted");
    } catch (const DiceError &e) {
        QCOMPARE(e.message(), message);
    }
}

void TestDice::appendIsAllOrNothing()
{
    ScriptedDiceSource dice({2});
    QVERIFY_THROWS_EXCEPTION(DiceError, dice.append({5, 9}));
    QCOMPARE(dice.unused(), QList<int>({2}));
}

void TestDice::emptyScriptIsAnError()
{
    ScriptedDiceSource dice;
    try {
        dice.d6(RollPurpose::ToHit, QStringLiteral("Archers"));
        QFAIL("a die was made up");
    } catch (const DiceError &e) {
        QCOMPARE(e.message(), QStringLiteral("Not enough dice for To hit (Archers): 1 needed, 0 entered."));
    }
}

void TestDice::tooFewFacesTakesNone()
{
    ScriptedDiceSource dice({4, 4});
    QVERIFY_THROWS_EXCEPTION(DiceError, dice.dice(3, RollPurpose::ToHit));
    QCOMPARE(dice.remaining(), 2);
    QCOMPARE(dice.dice(2, RollPurpose::ToHit).faces, QList<int>({4, 4}));
}

void TestDice::negativeCountIsAnError()
{
    ScriptedDiceSource dice({1});
    QVERIFY_THROWS_EXCEPTION(DiceError, dice.dice(-1, RollPurpose::Other));
}

void TestDice::randomWordsMapEvenly()
{
    // Every face has exactly the same number of 32-bit words: the accepted range is a whole
    // multiple of six, and inside it face = word mod 6 + 1.
    QCOMPARE(RandomDiceSource::AcceptedWords % 6, quint64(0));
    QCOMPARE((quint64(1) << 32) - RandomDiceSource::AcceptedWords, quint64(4));
    for (quint32 word = 0; word < 12; ++word)
        QCOMPARE(RandomDiceSource::faceFromWord(word), int(word % 6) + 1);
    QCOMPARE(RandomDiceSource::faceFromWord(quint32(RandomDiceSource::AcceptedWords - 1)), 6);
}

void TestDice::randomWordsPastTheLastMultipleAreDrawnAgain()
{
    for (quint64 word = RandomDiceSource::AcceptedWords; word <= 0xffffffffu; ++word)
        QCOMPARE(RandomDiceSource::faceFromWord(quint32(word)), std::nullopt);
}

void TestDice::randomFacesStayOnTheDie()
{
    // A fixed seed: the same faces on every run, so nothing here depends on chance.
    QRandomGenerator generator(20021);
    RandomDiceSource dice(&generator);
    QCOMPARE(dice.remaining(), std::nullopt);
    const DiceRoll roll = dice.dice(600, RollPurpose::Other);
    QCOMPARE(roll.faces.size(), 600);
    for (int face = 1; face <= 6; ++face)
        QVERIFY2(roll.count(face) > 0, qPrintable(QStringLiteral("face %1 never came up").arg(face)));
    QCOMPARE(roll.count(1) + roll.count(2) + roll.count(3) + roll.count(4) + roll.count(5) + roll.count(6), 600);
}

void TestDice::rollArithmetic()
{
    const DiceRoll roll{RollPurpose::ToHit, {}, DiceKind::ND6, {1, 4, 6, 6}};
    QCOMPARE(roll.total(), 17);
    QCOMPARE(roll.count(6), 2);
    QCOMPARE(roll.countAtLeast(4), 3);
    QVERIFY(roll.contains(1));
    QVERIFY(!roll.contains(2));
    QCOMPARE(roll.facesText(), QStringLiteral("1 4 6 6"));
}

// Players type the faces with whatever keyboard they have: a Japanese or Chinese one gives full-width
// digits, an Arabic or Persian one its own; each is the digit it shows.
void TestDice::typedFacesInAnyScript_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("ASCII") << QStringLiteral("3 5 6");
    QTest::newRow("full-width, spaced") << QStringLiteral("３ ５ ６");
    QTest::newRow("full-width, run together") << QStringLiteral("３５６");
    QTest::newRow("full-width with full-width commas") << QStringLiteral("３，５，６");
    QTest::newRow("full-width with an ideographic space and comma") << QStringLiteral("３\u3000５、６");
    QTest::newRow("Arabic-Indic, spaced") << QStringLiteral("٣ ٥ ٦");
    QTest::newRow("Arabic-Indic with Arabic commas") << QStringLiteral("٣،٥،٦");
    QTest::newRow("Persian, run together") << QStringLiteral("۳۵۶");
    QTest::newRow("Devanagari") << QStringLiteral("३ ५ ६");
    QTest::newRow("mathematical bold, beyond 16 bits") << QStringLiteral("𝟑𝟓𝟔");
    QTest::newRow("scripts mixed, en dashes") << QStringLiteral("3–５–٦");
}

void TestDice::typedFacesInAnyScript()
{
    QFETCH(QString, text);
    const auto faces =
        DiceEntry::read(text, DiceRequest{DiceKind::ND6, 3, RollPurpose::ToHit, QStringLiteral("Archers")});
    QVERIFY2(faces.ok(), qPrintable(faces ? QString() : faces.error().message));
    QCOMPARE(faces.value(), (QList<int>{3, 5, 6}));
}

void TestDice::typedFacesRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    // The face is named in the digits the message is written in.
    QTest::newRow("full-width seven") << QStringLiteral("３ ５ ７")
                                      << QStringLiteral("Die 3 shows 7, but a die shows 1 to 6.");
    QTest::newRow("Arabic-Indic zero") << QStringLiteral("٣٠٥")
                                       << QStringLiteral("Die 2 shows 0, but a die shows 1 to 6.");
    QTest::newRow("full-width twelve") << QStringLiteral("１２ ３ ４")
                                       << QStringLiteral("Die 1 shows 12, but a die shows 1 to 6.");
    QTest::newRow("superscript three, not a digit")
        << QStringLiteral("3 ³ 6")
        << QStringLiteral("\"³\" is not a face of a die: type the faces as numbers, for example 3 5 6.");
    QTest::newRow("die face symbol")
        << QStringLiteral("⚂ 5 6")
        << QStringLiteral("\"⚂\" is not a face of a die: type the faces as numbers, for example 3 5 6.");
    QTest::newRow("mathematical bold seven")
        << QStringLiteral("𝟑 𝟓 𝟕") << QStringLiteral("Die 3 shows 7, but a die shows 1 to 6.");
    QTest::newRow("too few in Persian") << QStringLiteral("۳۵")
                                        << QStringLiteral("To hit (Archers) needs 3 dice, but 2 faces were typed.");
}

void TestDice::typedFacesRefused()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto faces =
        DiceEntry::read(text, DiceRequest{DiceKind::ND6, 3, RollPurpose::ToHit, QStringLiteral("Archers")});
    QVERIFY(!faces.ok());
    QCOMPARE(faces.error().message, message);
    QCOMPARE(faces.error().field, QStringLiteral("dice"));
}

void TestDice::onlySomeRollsAreReadByTheirTotal_data()
{
    QTest::addColumn<RollPurpose>("purpose");
    QTest::addColumn<bool>("byTotal");
    // Dice against a score are read one by one: their sum says nothing.
    QTest::newRow("to hit") << RollPurpose::ToHit << false;
    QTest::newRow("armour saves") << RollPurpose::ArmourSave << false;
    QTest::newRow("building damage: the highest die") << RollPurpose::Damage << false;
    QTest::newRow("confusion: a six") << RollPurpose::Confusion << false;
    // The others are read by what they add up to.
    QTest::newRow("order") << RollPurpose::Order << true;
    QTest::newRow("drive back") << RollPurpose::DriveBack << true;
    QTest::newRow("fall back") << RollPurpose::FallBack << true;
    QTest::newRow("cast") << RollPurpose::Cast << true;
    QTest::newRow("home back") << RollPurpose::HomeBack << true;
}

void TestDice::onlySomeRollsAreReadByTheirTotal()
{
    QFETCH(RollPurpose, purpose);
    QFETCH(bool, byTotal);
    DiceRoll roll;
    roll.purpose = purpose;
    roll.faces = {3, 4};
    QCOMPARE(roll.readByTotal(), byTotal);
}

QTEST_APPLESS_MAIN(TestDice)
#include "tst_dice.moc"
