// SPDX-License-Identifier: GPL-3.0-or-later
// What the state (core/game/statejson, `wmassist-cli replay`) says happened, for games replayed with
// their own dice: a roll on the boiling oil table as the last table roll, with its attacks and
// retreat; how the last spell went, every number it decided; the last home back, with the distance
// the players measured.

#include "tests/core/metatypes.h"
#include "tests/core/stategames.h"

#include "core/game/statejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

Q_DECLARE_METATYPE(wm::CastSpellAction)

using namespace wm;
using namespace wm::test;
using namespace wm::test::stateids;

namespace {

QJsonObject json(const QByteArray &text)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in a test row: %s", qPrintable(error.errorString()));
    return doc.object();
}

// Where `actual` differs from `expected` in a field `expected` has (objects compared the same way,
// field by field; lists element by element and of the same length); empty when it does not.
QString difference(const QJsonValue &actual, const QJsonValue &expected, const QString &path)
{
    if (expected.isObject()) {
        if (!actual.isObject())
            return path + QStringLiteral(": not an object");
        const QJsonObject a = actual.toObject();
        const QJsonObject e = expected.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!a.contains(it.key()))
                return path + QLatin1Char('.') + it.key() + QStringLiteral(": missing");
            if (QString d = difference(a.value(it.key()), it.value(), path + QLatin1Char('.') + it.key()); !d.isEmpty())
                return d;
        }
        return {};
    }
    if (expected.isArray()) {
        const QJsonArray a = actual.toArray();
        const QJsonArray e = expected.toArray();
        if (!actual.isArray() || a.size() != e.size())
            return path + QStringLiteral(": ") + QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact)) +
                   QStringLiteral(", expected ") + QString::fromUtf8(QJsonDocument(e).toJson(QJsonDocument::Compact));
        for (qsizetype i = 0; i < e.size(); ++i) {
            if (QString d = difference(a.at(i), e.at(i), path + QStringLiteral("[%1]").arg(i)); !d.isEmpty())
                return d;
        }
        return {};
    }
    if (actual != expected)
        return path + QStringLiteral(": ") + actual.toVariant().toString() + QStringLiteral(", expected ") +
               expected.toVariant().toString() + (actual.isNull() ? QStringLiteral(" (null)") : QString());
    return {};
}

// The game replayed from its file's setup and actions, as `wmassist-cli replay` reads it.
QJsonObject replayedState(const Game &played)
{
    const auto replayed = Game::replay(played.setup(), played.actions());
    if (!replayed)
        qFatal("the game does not replay: %s", qPrintable(replayed.error().message));
    return StateJson::toJson(replayed.value());
}

} // namespace

class TestStateJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A roll on the boiling oil table is the last table roll, with the attacks its row gave rolled
    // to hit and saved, the stands they cost and the retreat: 1 cm a hit struck, when a stand went.
    void boilingOilIsTheLastTableRoll_data()
    {
        QTest::addColumn<UnitId>("unit");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("1: no effect") << Bowmen << QList<int>{1}
                                      << QByteArray(R"({"table": "boiling-oil", "unit": 9, "score": 1,
                                           "row": "No effect", "hits": 0, "attacks": 0, "toHit": [],
                                           "hitsScored": 0, "saves": [], "struck": 0, "standsLost": 0,
                                           "retreatCm": 0, "lasting": []})");
        QTest::newRow("3: one attack, no stand lost, no retreat")
            << Bowmen << QList<int>{3, 5}
            << QByteArray(R"({"score": 3, "row": "Scalded", "attacks": 1, "toHit": [5], "scoreToHit": 4,
                             "hitsScored": 1, "saves": [], "saved": 0, "struck": 1, "standsLost": 0,
                             "retreatCm": 0})");
        QTest::newRow("6: three attacks, a stand lost, 3 cm back")
            << Bowmen << QList<int>{6, 5, 4, 5, 6}
            << QByteArray(R"({"score": 6, "row": "Drenched", "attacks": 3, "toHit": [4, 5, 6], "hitsScored": 3,
                             "struck": 3, "standsLost": 1, "retreatCm": 3})");
        QTest::newRow("5: armour saves one, no stand lost")
            << Knights << QList<int>{5, 6, 4, 4, 4, 4, 1, 1}
            << QByteArray(R"({"unit": 8, "score": 5, "attacks": 3, "toHit": [4, 4, 4], "hitsScored": 3,
                             "saves": [4, 1, 1], "saved": 1, "struck": 2, "standsLost": 0, "retreatCm": 0})");
    }

    void boilingOilIsTheLastTableRoll()
    {
        QFETCH(UnitId, unit);
        QFETCH(QList<int>, dice);
        QFETCH(QByteArray, expected);
        Game game = startState();
        QVERIFY(play(game, TableRollAction{unit, TableId::BoilingOil, std::nullopt, std::nullopt}, dice));
        const QJsonValue last = replayedState(game).value(QStringLiteral("lastTableRoll"));
        const QString diff = difference(last, json(expected), QStringLiteral("lastTableRoll"));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // A later roll on another table takes its place, and the oil's numbers go with it.
    void aLaterTableRollReplacesTheOil()
    {
        Game game = startState();
        QVERIFY(play(game, TableRollAction{Bowmen, TableId::BoilingOil, std::nullopt, std::nullopt}, {3, 5}));
        QVERIFY(play(game, TableRollAction{Knights, TableId::GiantGoesWild, std::nullopt, std::nullopt}, {2}));
        const QJsonObject last = replayedState(game).value(QStringLiteral("lastTableRoll")).toObject();
        QCOMPARE(last.value(QStringLiteral("table")).toString(), QStringLiteral("giant-goes-wild"));
        QVERIFY(!last.contains(QStringLiteral("retreatCm")));
    }

    // How the last spell went: the wizard, the spell, the cast die and what it needed, the result,
    // the dispel and spellbinding rolls, and what it did to each unit it fell on.
    void lastCastSaysHowTheSpellWent_data()
    {
        QTest::addColumn<CastSpellAction>("action");
        QTest::addColumn<UnitId>("lostAStand"); // a unit that has lost a stand before the cast
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QByteArray>("expected");

        QTest::newRow("cast") << castAt(Knights, QStringLiteral("Curse")) << UnitId(0) << QList<int>{5}
                              << QByteArray(R"({"wizard": 1, "spell": "Curse", "automatic": false, "roll": [5],
                                   "reRoll": null, "needed": 5, "modifier": 0, "result": "cast", "dispeller": null,
                                   "dispelRoll": [], "dispelNeeded": null, "dispelBonus": 0, "scrollUsed": false,
                                   "spellbinder": null, "spellbindRoll": [], "spellbindNeeded": null,
                                   "rodUsed": false, "aura": [],
                                   "targets": [{"unit": 8, "attacks": 0, "driveBack": [], "slayRoll": [],
                                       "states": [{"state": "half-pace", "value": 0},
                                                  {"state": "order-penalty", "value": -1}]}]})");
        QTest::newRow("failed") << castAt(Knights, QStringLiteral("Curse")) << UnitId(0) << QList<int>{4}
                                << QByteArray(R"({"roll": [4], "needed": 5, "result": "failed", "targets": []})");
        CastSpellAction bonus = castAt(Knights, QStringLiteral("Curse"));
        bonus.castBonus = true;
        QTest::newRow("the wizard's bonus: 4 + 1")
            << bonus << UnitId(0) << QList<int>{4} << QByteArray(R"({"roll": [4], "modifier": 1, "result": "cast"})");
        CastSpellAction wand = castAt(Knights, QStringLiteral("Curse"));
        wand.wandOfPower = true;
        QTest::newRow("the Wand of Power: 4 + 1")
            << wand << UnitId(0) << QList<int>{4} << QByteArray(R"({"roll": [4], "modifier": 1, "result": "cast"})");
        CastSpellAction recast = castAt(Knights, QStringLiteral("Curse"));
        recast.recast = true;
        QTest::newRow("rolled again after a 3") << recast << UnitId(0) << QList<int>{3, 5}
                                                << QByteArray(R"({"roll": [3], "reRoll": [5], "result": "cast"})");
        CastSpellAction dispelled = castAt(Knights, QStringLiteral("Curse"));
        dispelled.dispeller = Runesmith;
        QTest::newRow("cancelled on a 4")
            << dispelled << UnitId(0) << QList<int>{5, 4} << QByteArray(R"({"result": "cancelled", "dispeller": 7,
                                               "dispelRoll": [4], "dispelNeeded": 4, "targets": []})");
        QTest::newRow("holds against a 3") << dispelled << UnitId(0) << QList<int>{5, 3}
                                           << QByteArray(R"({"result": "cast", "dispeller": 7, "dispelRoll": [3],
                                                "dispelNeeded": 4, "targets": [{"unit": 8}]})");
        CastSpellAction bound = castAt(Knights, QStringLiteral("Curse"));
        bound.spellbinder = Runesmith;
        QTest::newRow("spellbound on a 4")
            << bound << UnitId(0) << QList<int>{4, 4} << QByteArray(R"({"result": "spellbound", "spellbinder": 7,
                                                "spellbindRoll": [4], "spellbindNeeded": 4})");
        QTest::newRow("failed, the Staff fails on a 3")
            << bound << UnitId(0) << QList<int>{4, 3} << QByteArray(R"({"result": "failed", "spellbinder": 7,
                                                             "spellbindRoll": [3], "spellbindNeeded": 4})");
        QTest::newRow("attacks: three hits, a stand")
            << castAt(Bowmen, QStringLiteral("Fireball")) << UnitId(0) << QList<int>{5, 4, 5, 6}
            << QByteArray(R"({"targets": [{"unit": 9, "attacksRoll": [], "attacks": 3, "toHit": [4, 5, 6],
                             "hits": 3, "saves": [], "saved": 0, "struck": 3, "standsLost": 1,
                             "destroyed": false}]})");
        QTest::newRow("attacks: armour saves one")
            << castAt(Knights, QStringLiteral("Fireball")) << UnitId(0) << QList<int>{5, 4, 4, 1, 4, 1}
            << QByteArray(R"({"targets": [{"unit": 8, "attacks": 3, "toHit": [4, 4, 1], "hits": 2,
                             "saves": [4, 1], "saved": 1, "struck": 1, "standsLost": 0}]})");
        QTest::newRow("D3 attacks: a 4 is 2")
            << castAt(Knights, QStringLiteral("Storm of Stone")) << UnitId(0) << QList<int>{5, 4, 6, 6}
            << QByteArray(R"({"targets": [{"unit": 8, "attacksRoll": [4], "attacks": 2, "toHit": [6, 6],
                             "hits": 2, "saves": [], "struck": 2}]})");
        QTest::newRow("its own drive back: 2D6 x 5 cm, a 6 confuses")
            << castAt(Knights, QStringLiteral("Gerroff")) << UnitId(0) << QList<int>{5, 3, 6}
            << QByteArray(R"({"targets": [{"unit": 8, "driveBack": [3, 6], "driveBackCm": 45, "confused": true,
                             "struck": 0}]})");
        QTest::newRow("its own drive back, no 6")
            << castAt(Knights, QStringLiteral("Gerroff")) << UnitId(0) << QList<int>{6, 1, 2}
            << QByteArray(R"({"roll": [6], "targets": [{"driveBack": [1, 2], "driveBackCm": 15,
                             "confused": false}]})");
        QTest::newRow("a 4 against Hits 3 slays a stand")
            << castAt(Bowmen, QStringLiteral("Freeze")) << UnitId(0) << QList<int>{5, 4}
            << QByteArray(R"({"targets": [{"unit": 9, "slayRoll": [4], "standSlain": true}]})");
        QTest::newRow("a 3 against Hits 3 does not")
            << castAt(Bowmen, QStringLiteral("Freeze")) << UnitId(0) << QList<int>{5, 3}
            << QByteArray(R"({"targets": [{"unit": 9, "slayRoll": [3], "standSlain": false}]})");
        QTest::newRow("a stand regained") << castAt(Halberdiers, QStringLiteral("Heal")) << Halberdiers << QList<int>{5}
                                          << QByteArray(R"({"targets": [{"unit": 2, "standRegained": true}]})");
        QTest::newRow("an aura on the wizard")
            << castAt(0, QStringLiteral("Sand Storm"), Sorcerer) << UnitId(0) << QList<int>{4}
            << QByteArray(R"({"wizard": 5, "spell": "Sand Storm", "needed": 4, "result": "cast", "targets": [],
                             "aura": [{"state": "order-penalty", "value": -1}]})");
    }

    void lastCastSaysHowTheSpellWent()
    {
        QFETCH(CastSpellAction, action);
        QFETCH(UnitId, lostAStand);
        QFETCH(QList<int>, dice);
        QFETCH(QByteArray, expected);
        Game game = shootingPhase();
        if (lostAStand != 0) {
            CorrectionAction wounded;
            wounded.unit = lostAStand;
            wounded.positions = StandPositions{2, 0, 0};
            QVERIFY(play(game, wounded, {}));
        }
        QVERIFY(play(game, action, dice));
        const QJsonValue last = replayedState(game).value(QStringLiteral("lastCast"));
        const QString diff = difference(last, json(expected), QStringLiteral("lastCast"));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // The last cast stays in the state while other actions follow, until the next cast; a game
    // without one has none.
    void lastCastStaysUntilTheNextCast()
    {
        Game game = shootingPhase();
        QVERIFY(replayedState(game).value(QStringLiteral("lastCast")).isNull());
        QVERIFY(play(game, castAt(Knights, QStringLiteral("Curse")), {5}));
        QVERIFY(play(game, castAt(Bowmen, QStringLiteral("Freeze"), Sorcerer), {2}));
        QVERIFY(play(game, EndPhaseAction{}, {}));
        const QJsonObject last = replayedState(game).value(QStringLiteral("lastCast")).toObject();
        QCOMPARE(last.value(QStringLiteral("wizard")).toInt(), Sorcerer);
        QCOMPARE(last.value(QStringLiteral("result")).toString(), QStringLiteral("failed"));
    }

    // A home back: the die, how far the flyer may fly, and how far it stood from the nearest
    // character as the players measured (null in games that did not record it).
    void homeBackSaysItsDistances_data()
    {
        QTest::addColumn<std::optional<int>>("measured");
        QTest::addColumn<int>("die");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("25 cm from a character, a 3")
            << std::optional<int>(25) << 3
            << QByteArray(R"({"unit": 3, "roll": [3], "distanceCm": 30, "nearestCharacterCm": 25})");
        QTest::newRow("not measured, a 6")
            << std::optional<int>() << 6 << QByteArray(R"({"unit": 3, "roll": [6], "distanceCm": 60,
                                                "nearestCharacterCm": null})");
    }

    void homeBackSaysItsDistances()
    {
        QFETCH(std::optional<int>, measured);
        QFETCH(int, die);
        QFETCH(QByteArray, expected);
        Game game = startState();
        QVERIFY(replayedState(game).value(QStringLiteral("lastHomeBack")).isNull());
        QVERIFY(play(game, HomeBackAction{Eagles, measured}, {die}));
        const QJsonValue last = replayedState(game).value(QStringLiteral("lastHomeBack"));
        const QString diff = difference(last, json(expected), QStringLiteral("lastHomeBack"));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QCOMPARE(std::get<HomeBackAction>(game.actions().constLast().input).distanceCm, measured);
    }
};

QTEST_GUILESS_MAIN(TestStateJson)
#include "tst_statejson.moc"
