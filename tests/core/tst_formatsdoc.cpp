// SPDX-License-Identifier: GPL-3.0-or-later
// docs/formats.md says what wmassist writes, all of it and nothing else: every trait key (with the
// number of those that take one, its default and range) and every key of the enums its files hold,
// read from their tables in core; every field of the game state, as a game that sets each of them
// writes it; and only combat fields that change a round.

#include "tests/core/stategames.h"

#include "core/armies/armylist.h"
#include "core/dice/scripteddicesource.h"
#include "core/game/actionjson.h"
#include "core/game/actionresolver.h"
#include "core/game/statejson.h"
#include "core/json/jsonreader.h"
#include "core/rules/driveback.h"
#include "core/rules/specialrule.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace wm;
using namespace wm::test;

namespace {

const QString &formatsDoc()
{
    static const QString text = [] {
        QFile doc(QStringLiteral(WMASSIST_SOURCE_DIR "/docs/formats.md"));
        if (!doc.open(QIODevice::ReadOnly | QIODevice::Text))
            qFatal("cannot read docs/formats.md");
        return QString::fromUtf8(doc.readAll());
    }();
    return text;
}

// The text of the section under `heading` ("## Game state", "### A unit"), up to the next heading of
// its level or above.
QString section(const QString &heading)
{
    const QString &doc = formatsDoc();
    const qsizetype at = doc.indexOf(QLatin1Char('\n') + heading + QLatin1Char('\n'));
    if (at < 0)
        return {};
    const qsizetype level = heading.indexOf(QLatin1Char(' '));
    const qsizetype begin = at + heading.size() + 2;
    qsizetype end = doc.size();
    for (qsizetype h = 1; h <= level; ++h) {
        const qsizetype next = doc.indexOf(QLatin1Char('\n') + QString(h, QLatin1Char('#')) + QLatin1Char(' '), begin);
        if (next >= 0)
            end = std::min(end, next);
    }
    return doc.mid(begin, end - begin);
}

// The part of a section from `start` (included) to the first `end` after it (left out).
QString passage(const QString &heading, const QString &start, const QString &end)
{
    const QString text = section(heading);
    const qsizetype from = text.indexOf(start);
    if (from < 0)
        return {};
    const qsizetype to = text.indexOf(end, from + start.size());
    return text.mid(from, to < 0 ? -1 : to - from);
}

// The keys a passage gives in backticks (`"warmaster"` as `warmaster`): lowercase letters, digits and
// hyphens only, so that a field name (`unitsLost`), a number (`4`) or a class (`wm::Spell`) is none.
QSet<QString> keysIn(const QString &text)
{
    static const QRegularExpression quoted(QStringLiteral("`\"?([a-z0-9-]*[a-z][a-z0-9-]*)\"?`"));
    QSet<QString> keys;
    for (const QRegularExpressionMatch &m : quoted.globalMatch(text))
        keys.insert(m.captured(1));
    return keys;
}

QString listed(QSet<QString> keys)
{
    QStringList sorted(keys.begin(), keys.end());
    sorted.sort();
    return sorted.join(QStringLiteral(", "));
}

// ---- the game state ---------------------------------------------------------------------------

// Every field of a JSON value, as docs/formats.md names them: "lastOrder.roll", a list's objects'
// fields with "[]" ("lastCombatRound.sides[].hits"), and a player's units as "units[]".
void collectFields(const QJsonValue &value, const QString &path, QSet<QString> &into)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString field = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            into.insert(field);
            collectFields(it.value(), field == QLatin1String("players[].units") ? QStringLiteral("units") : field,
                          into);
        }
    } else if (value.isArray()) {
        for (const QJsonValue element : value.toArray()) {
            if (element.isObject())
                collectFields(element, path + QStringLiteral("[]"), into);
        }
    }
}

// The fields the "Game state" table lists: every name in backticks in the first cell of its rows.
QSet<QString> stateFieldsListed()
{
    static const QRegularExpression row(QStringLiteral("^\\| ([^|]*) \\|"), QRegularExpression::MultilineOption);
    static const QRegularExpression name(QStringLiteral("`([^`]+)`"));
    QSet<QString> fields;
    for (const QRegularExpressionMatch &r : row.globalMatch(section(QStringLiteral("## Game state")))) {
        for (const QRegularExpressionMatch &n : name.globalMatch(r.captured(1)))
            fields.insert(n.captured(1));
    }
    return fields;
}

// Resolves an action with these dice and more (the faces the rules do not ask for are left over),
// and keeps it in the game: for actions whose every die is not worth working out by hand.
bool playWith(Game &game, const ActionInput &input, const QList<int> &dice)
{
    ScriptedDiceSource source(dice);
    auto prepared = game.prepare(input, source);
    if (!prepared) {
        qWarning("%s", qPrintable(prepared.error().message));
        return false;
    }
    game.accept(prepared.value());
    return true;
}

// The setup with a stand of Skirmishers added to the first army's Halberdiers.
GameSetup withSkirmishers(GameSetup setup)
{
    for (RosterUnit &u : setup.rosters[Side::first()].units) {
        if (u.profile.name == QLatin1String("Halberdiers")) {
            u.profile.attached = AttachedStand{.name = QStringLiteral("Skirmishers"), .combatAttacks = 4};
            ++u.profile.stands;
            break;
        }
    }
    return setup;
}

// A game that sets every field the state has, each at least once: a home back, an order the Orb
// rolls again and one that blunders, a charge, an aura and a spell cast at a unit with a dispeller
// trying, a drive back that confuses, a combat round lost and retreated from, boiling oil, and next
// turn a spell that leaves states on a unit. The
// state after each of its actions, every field of which is found in one of them.
QList<QJsonObject> everyFieldStates()
{
    using namespace stateids;
    Game game = startState();
    QList<QJsonObject> states{StateJson::toJson(game)};
    auto step = [&](const ActionInput &input, const QList<int> &dice) {
        if (!playWith(game, input, dice))
            qFatal("the game setting every field of the state stopped at action %d", int(game.actions().size()));
        states.append(StateJson::toJson(game));
    };
    step(HomeBackAction{Eagles, 25}, {3});
    OrderAction orb{General, {Halberdiers}, 10, false, false, std::nullopt};
    orb.orbOfMajesty = true;
    step(orb, {6, 5, 2, 3});
    step(ChargeAction{{Halberdiers}, {Knights}}, {});
    step(OrderAction{Wizard, {Eagles}, 10, false, false, std::nullopt}, {6, 6, 1, 1, 1});
    step(EndPhaseAction{}, {});
    step(castAt(0, QStringLiteral("Sand Storm"), Sorcerer), {4});
    CastSpellAction fireball = castAt(Bowmen, QStringLiteral("Fireball"));
    fireball.dispeller = Runesmith;
    step(fireball, {5, 1, 4, 5, 6});
    step(EndPhaseAction{}, {6, 1, 1, 1});
    CombatAction combat;
    combat.sides[Side::first()] = {CombatUnitInput{Halberdiers, {FightingStand{0, {}}}, 0, std::nullopt, 0}};
    combat.sides[Side::second()] = {CombatUnitInput{Knights, {FightingStand{0, {}}}, 0, std::nullopt, 0}};
    combat.choices = {{Halberdiers, CombatChoice::Retreat}, {Knights, CombatChoice::Stand}};
    step(combat, QList<int>(40, 4));
    step(TableRollAction{Knights, TableId::BoilingOil, std::nullopt, std::nullopt}, {6, 6, 4, 4, 4, 1, 1, 1});
    // On to the first side's next Shooting phase, for a spell that leaves states on a unit.
    for (int phase = 0; phase < 5; ++phase)
        step(EndPhaseAction{}, {});
    step(castAt(Knights, QStringLiteral("Curse")), {5});
    // A unit with an attached stand says so.
    states.append(StateJson::toJson(startState(withSkirmishers(stateSetup()))));
    // Hits whose drive-back dice confuse sooner, and those dice: the second side's Bowmen shoot
    // with the Skull Chukka's rule in their first Shooting phase.
    GameSetup chukka = stateSetup();
    for (RosterUnit &u : chukka.rosters[Side::second()].units) {
        if (u.profile.name == QLatin1String("Bowmen"))
            u.profile.traits |= Trait::DriveBackConfusesOn;
    }
    game = startState(chukka);
    for (int phase = 0; phase < 4; ++phase)
        step(EndPhaseAction{}, {});
    ShootAction shot;
    ShooterInput bowmen;
    bowmen.unit = Bowmen;
    bowmen.stands = 3;
    shot.shooters = {bowmen};
    shot.target = Halberdiers;
    step(shot, {6, 6, 6, 1, 1, 1});
    step(EndPhaseAction{}, {4, 1, 1});
    // An advance that fights with the charge bonus (Revolution's optional rule): the Halberdiers
    // destroy the Knights in the first round (12 dice: their Battle Banner adds an attack a stand) and
    // advance.
    GameSetup optional = stateSetup(RulesetId::Revolution);
    optional.optionalRules = {OptionalRule::AdvanceChargeBonus};
    game = startState(optional);
    for (UnitId unit : {Halberdiers, Knights}) {
        CorrectionAction engaged;
        engaged.unit = unit;
        engaged.engaged = true;
        step(engaged, {});
    }
    step(EndPhaseAction{}, {});
    step(EndPhaseAction{}, {});
    CombatAction won;
    const QList<FightingStand> three(3, FightingStand{0, {}});
    won.sides[Side::first()] = {CombatUnitInput{Halberdiers, three, 0, std::nullopt, 0}};
    won.sides[Side::second()] = {CombatUnitInput{Knights, three, 0, std::nullopt, 0}};
    won.choices = {{Halberdiers, CombatChoice::Advance}};
    step(won, QList<int>(12, 6) + QList<int>(21, 1));
    return states;
}

// ---- combat ---------------------------------------------------------------------------------

// Halberdiers and Knights engaged in the first side's Combat phase, neither having charged; the
// Halberdiers with a stand of Skirmishers when asked.
Game engagedInCombat(bool skirmishers = false)
{
    Game game = startState(skirmishers ? withSkirmishers(demoSetup()) : demoSetup());
    for (UnitId unit : {ids::Halberdiers, ids::Knights}) {
        CorrectionAction engaged;
        engaged.unit = unit;
        engaged.engaged = true;
        // The Knights have a stand in the open and one defended, for either to be fought.
        if (unit == ids::Knights)
            engaged.positions = StandPositions{2, 1, 0};
        playWith(game, engaged, {});
    }
    playWith(game, EndPhaseAction{}, {});
    playWith(game, EndPhaseAction{}, {});
    return game;
}

// A round of that combat, as a file gives it, with `fields` set on the Halberdiers' stand: the
// action read back, and the round it fights.
struct ReadRound
{
    GameAction action;
    CombatRoundResult round;
};

Result<ReadRound> roundWith(const Game &game, const QJsonObject &fields = {})
{
    CombatAction combat;
    combat.sides[Side::first()] = {CombatUnitInput{ids::Halberdiers, {FightingStand{0, {}}}, 0, std::nullopt, 0}};
    combat.sides[Side::second()] = {CombatUnitInput{ids::Knights, {FightingStand{0, {}}}, 0, std::nullopt, 0}};
    QJsonObject o = ActionJson::toJson(GameAction{combat, {}});
    QJsonObject input = o.value(QStringLiteral("input")).toObject();
    QJsonArray sides = input.value(QStringLiteral("sides")).toArray();
    QJsonArray first = sides.at(0).toArray();
    QJsonObject halberdiers = first.at(0).toObject();
    QJsonArray stands = halberdiers.value(QStringLiteral("stands")).toArray();
    QJsonObject stand = stands.at(0).toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it)
        stand.insert(it.key(), it.value());
    stands.replace(0, stand);
    halberdiers.insert(QStringLiteral("stands"), stands);
    first.replace(0, halberdiers);
    sides.replace(0, first);
    input.insert(QStringLiteral("sides"), sides);
    o.insert(QStringLiteral("input"), input);
    const JsonReader r(QStringLiteral("game.json"));
    auto read = r.read<GameAction>([&] { return ActionJson::fromJson(r, o, QStringLiteral("actions[0]")); });
    if (!read)
        return read.error();
    auto request = combatRequest(game.battle(), std::get<CombatAction>(read->input));
    if (!request)
        return request.error();
    // Dice enough for any round of one stand against one, the same faces every time.
    ScriptedDiceSource dice(QList<int>{5, 3, 6, 2, 4, 1, 5, 5, 2, 6, 3, 4, 1, 6, 5, 2, 4, 3, 6, 1, 5, 4, 2, 3});
    auto round = resolveCombatRound(request.value(), game.battle().ruleset(), dice);
    if (!round)
        return round.error();
    return ReadRound{read.value(), round.value()};
}

// A value other than its default for each field a stand of a combat may have, with the fields it
// works with (how far the enemy retreated counts only in a pursuit).
struct StandField
{
    QJsonValue value;
    QJsonObject with{};
};

std::optional<StandField> standField(const QString &field)
{
    static const QMap<QString, StandField> fields{
        {QStringLiteral("enemyPosition"), {QStringLiteral("defended")}},
        {QStringLiteral("charging"), {true}},
        {QStringLiteral("pursuing"), {true}},
        {QStringLiteral("enemyRetreatedCm"), {6, {{QStringLiteral("pursuing"), true}}}},
        {QStringLiteral("enemyCausesTerror"), {true}},
        {QStringLiteral("attackedInSideOrRear"), {true}},
        {QStringLiteral("attached"), {true}},
    };
    if (!fields.contains(field))
        return std::nullopt;
    return fields.value(field);
}

} // namespace

class TestFormatsDoc : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Each trait of core/rules/traits.h, added or not since this test was written, is among the
    // trait keys, and with the number it takes, its default and its range.
    void everyTraitIsListed_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("takesValue");
        QTest::addColumn<int>("defaultValue");
        QTest::addColumn<int>("least");
        QTest::addColumn<int>("most");
        for (const EnumKey<Trait> &entry : enumKeyTable(Trait{})) {
            const auto [least, most] = traitValueRange(entry.value);
            QTest::newRow(entry.key) << QString::fromLatin1(entry.key) << takesValue(entry.value)
                                     << defaultTraitValue(entry.value).value_or(0) << least << most;
        }
    }

    void everyTraitIsListed()
    {
        QFETCH(QString, key);
        QFETCH(bool, takesValue);
        QFETCH(int, defaultValue);
        QFETCH(int, least);
        QFETCH(int, most);
        const QString keys =
            passage(QStringLiteral("### A unit"), QStringLiteral("Trait keys:"), QStringLiteral("(what each does"));
        QVERIFY2(keysIn(keys).contains(key), qPrintable(key + QStringLiteral(" is not among the trait keys")));
        const QString values =
            passage(QStringLiteral("### A unit"), QStringLiteral("Traits that take a number"), QStringLiteral("\n\n"));
        QCOMPARE(keysIn(values).contains(key), takesValue);
        if (!takesValue)
            return;
        // "`order-modifier` -1 (-3 to 3)", "`order-range` 20 cm (1 to 200)", "`shooting-bonus` +1 (1 to 2)"
        const QRegularExpression given(QStringLiteral("`%1`\\s+([+-]?\\d+)(?:\\s+cm)?\\s+\\((-?\\d+)\\s+to\\s+(-?\\d+)")
                                           .arg(QRegularExpression::escape(key)));
        const QRegularExpressionMatch m = given.match(values);
        QVERIFY2(m.hasMatch(), qPrintable(key + QStringLiteral(" is listed without its default and range")));
        QCOMPARE(m.captured(1).toInt(), defaultValue);
        QCOMPARE(m.captured(2).toInt(), least);
        QCOMPARE(m.captured(3).toInt(), most);
    }

    // Nothing is listed as a trait that is not one.
    void onlyTraitsAreListed()
    {
        const QStringList &all = enumKeys<Trait>();
        const QSet<QString> traits(all.begin(), all.end());
        const QSet<QString> keys = keysIn(
            passage(QStringLiteral("### A unit"), QStringLiteral("Trait keys:"), QStringLiteral("(what each does")));
        const QSet<QString> values = keysIn(
            passage(QStringLiteral("### A unit"), QStringLiteral("Traits that take a number"), QStringLiteral("\n\n")));
        QVERIFY2((keys - traits).isEmpty(), qPrintable(listed(keys - traits)));
        QVERIFY2((values - traits).isEmpty(), qPrintable(listed(values - traits)));
    }

    // Where the document lists the values of a field, it lists every key of its enum's table and no
    // other. (The ruleset options' keys, CoverProtects, OrderDistancePenalty and HelblasterFewOnes,
    // are written only in the battles the database keeps, which this document does not describe;
    // MagicItemKind is written nowhere.)
    void everyEnumKeyIsListed_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("end");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<QStringList>("alsoListed");   // in the same passage, but no value of the field
        QTest::addColumn<QStringList>("neverWritten"); // keys of the table a file holds by leaving the field out
        const QString row = QStringLiteral(" |\n");
        auto add = [](const char *name, const QString &heading, const QString &start, const QString &end,
                      const QStringList &keys, const QStringList &also = {}, const QStringList &never = {}) {
            QTest::newRow(name) << heading << start << end << keys << also << never;
        };
        const QString unit = QStringLiteral("### A unit");
        const QString spell = QStringLiteral("### A spell");
        const QString actions = QStringLiteral("### Actions");
        const QString state = QStringLiteral("## Game state");
        add("RulesetId", QStringLiteral("### A list file"), QStringLiteral("| `ruleset` |"), row,
            enumKeys<RulesetId>());
        add("UnitType", unit, QStringLiteral("| `type` |"), row, enumKeys<UnitType>());
        add("Weapon", unit, QStringLiteral("| `weapon` |"), row, enumKeys<Weapon>());
        add("RuleMoment", QStringLiteral("### A special rule"), QStringLiteral("| `asked` |"), row,
            enumKeys<RuleMoment>(), {}, {QStringLiteral("none")});
        add("ShownReason", QStringLiteral("### A special rule"), QStringLiteral("| `shown` |"), row,
            enumKeys<ShownReason>(), {}, {QStringLiteral("none")});
        add("SpellTarget", spell, QStringLiteral("| `target` |"), row, enumKeys<SpellTarget>());
        add("SpellEngagement", spell, QStringLiteral("| `engagement` |"), row, enumKeys<SpellEngagement>());
        add("SpellDuration", spell, QStringLiteral("| `states[].lasts` |"), row, enumKeys<SpellDuration>());
        add("SpellState", spell, QStringLiteral("State keys"), QStringLiteral("\n\n"), enumKeys<SpellState>());
        add("UpgradeKind", QStringLiteral("### An upgrade"), QStringLiteral("| `kind` |"), row,
            enumKeys<UpgradeKind>());
        add("MagicItem", QStringLiteral("### Magic item catalogues"), QStringLiteral("| `items[].key` |"), row,
            enumKeys<MagicItem>());
        add("RollPurpose", QStringLiteral("### The game"), QStringLiteral("each `purpose` ("), QStringLiteral(")"),
            enumKeys<RollPurpose>());
        add("DiceKind", QStringLiteral("### The game"), QStringLiteral("`kind` ("), QStringLiteral(")"),
            enumKeys<DiceKind>());
        add("TableId", actions, QStringLiteral("`table`: "), QStringLiteral(". `score`"), enumKeys<TableId>());
        add("BuildingKind", actions, QStringLiteral("hit, `kind` ("), QStringLiteral(")"), enumKeys<BuildingKind>());
        add("ShotTiming", actions, QStringLiteral("`timing`: "), QStringLiteral(" for shooting"),
            enumKeys<ShotTiming>());
        add("RangeBand", actions, QStringLiteral("`range` (optional, "), QStringLiteral(":"), enumKeys<RangeBand>());
        add("Protection", actions, QStringLiteral("`enemyPosition` ("), QStringLiteral(")"), enumKeys<Protection>());
        add("CombatChoice", actions, QStringLiteral("`choice` ("), QStringLiteral(")"), enumKeys<CombatChoice>());
        add("Phase", state, QStringLiteral("| `phase` |"), row, enumKeys<Phase>());
        add("ConfusionCause", state, QStringLiteral("| `units[].confusion` |"), row, enumKeys<ConfusionCause>(),
            {QStringLiteral("null")});
        add("DestroyedBy", state, QStringLiteral("| `units[].destroyedBy` |"), row, enumKeys<DestroyedBy>(),
            {QStringLiteral("null")});
        add("MoveLimit", state, QStringLiteral("| `units[].moveLimit` |"), row, enumKeys<MoveLimit>());
        add("MoveLimitCause", state, QStringLiteral("| `units[].moveLimitCause` |"), row, enumKeys<MoveLimitCause>());
        add("OrderVerdict", state, QStringLiteral("| `lastOrder.result` |"), row, enumKeys<OrderVerdict>());
        add("DriveBackOutcome", state, QStringLiteral("| `lastPhaseEnd.driveBacks[].outcome` |"), row,
            enumKeys<DriveBackOutcome>());
    }

    void everyEnumKeyIsListed()
    {
        QFETCH(QString, heading);
        QFETCH(QString, start);
        QFETCH(QString, end);
        QFETCH(QStringList, keys);
        QFETCH(QStringList, alsoListed);
        QFETCH(QStringList, neverWritten);
        // What follows the field's own name.
        const QString text = passage(heading, start, end).mid(start.size());
        QVERIFY2(!text.isEmpty(), qPrintable(QStringLiteral("no \"%1\" under %2").arg(start, heading)));
        QSet<QString> written(keys.begin(), keys.end());
        for (const QString &key : std::as_const(neverWritten))
            written.remove(key);
        const QSet<QString> also(alsoListed.begin(), alsoListed.end());
        const QSet<QString> found = keysIn(text) - also;
        QVERIFY2((written - found).isEmpty(), qPrintable(QStringLiteral("not listed: ") + listed(written - found)));
        QVERIFY2((found - written).isEmpty(),
                 qPrintable(QStringLiteral("listed, never written: ") + listed(found - written)));
    }

    // The "Game state" table lists every field the state writes, and none it never writes.
    void everyStateFieldIsListed()
    {
        QSet<QString> written;
        for (const QJsonObject &state : everyFieldStates())
            collectFields(state, QString(), written);
        const QSet<QString> inDoc = stateFieldsListed();
        QVERIFY2((written - inDoc).isEmpty(), qPrintable(QStringLiteral("not listed: ") + listed(written - inDoc)));
        QVERIFY2((inDoc - written).isEmpty(),
                 qPrintable(QStringLiteral("listed, never written: ") + listed(inDoc - written)));
    }

    // Every optional field of a fighting stand that the document lists changes the round it is
    // given in: none is listed that nothing reads.
    void everyStandFieldListedChangesTheRound_data()
    {
        QTest::addColumn<QString>("field");
        const QString text = passage(QStringLiteral("### Actions"), QStringLiteral("all optional, "),
                                     QStringLiteral("; `supportingStands`"));
        QVERIFY(!text.isEmpty());
        // The fields, without the values given in brackets after them.
        static const QRegularExpression bracketed(QStringLiteral("\\([^)]*\\)"));
        static const QRegularExpression name(QStringLiteral("`([A-Za-z]+)`"));
        for (const QRegularExpressionMatch &m : name.globalMatch(QString(text).remove(bracketed)))
            QTest::newRow(qPrintable(m.captured(1))) << m.captured(1);
    }

    void everyStandFieldListedChangesTheRound()
    {
        QFETCH(QString, field);
        const std::optional<StandField> given = standField(field);
        QVERIFY2(given, qPrintable(field + QStringLiteral(" is no field of a stand this test knows")));
        // The attached stand is only in a unit that has one.
        const Game game = engagedInCombat(field == QLatin1String("attached"));
        const auto without = roundWith(game, given->with);
        QVERIFY2(without, qPrintable(without ? QString() : without.error().message));
        QJsonObject fields = given->with;
        fields.insert(field, given->value);
        const auto with = roundWith(game, fields);
        QVERIFY2(with, qPrintable(with ? QString() : with.error().message));
        QVERIFY2(!(with->round == without->round), qPrintable(field + QStringLiteral(" changes nothing in the round")));
    }

    // A stand's `charging`, which files of earlier versions hold, is still read and written back, and
    // changes nothing: the charge bonus comes from the charge recorded, in every game.
    void aStandsChargingIsReadAndChangesNothing()
    {
        const Game game = engagedInCombat();
        const auto plain = roundWith(game);
        QVERIFY2(plain, qPrintable(plain ? QString() : plain.error().message));
        const auto charging = roundWith(game, {{QStringLiteral("charging"), true}});
        QVERIFY2(charging, qPrintable(charging ? QString() : charging.error().message));
        QVERIFY(charging->round == plain->round);
        const QJsonObject written = ActionJson::toJson(charging->action);
        const QJsonObject stand = written.value(QStringLiteral("input"))
                                      .toObject()
                                      .value(QStringLiteral("sides"))
                                      .toArray()
                                      .at(0)
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QStringLiteral("stands"))
                                      .toArray()
                                      .at(0)
                                      .toObject();
        QCOMPARE(stand.value(QStringLiteral("charging")), QJsonValue(true));
    }
};

QTEST_GUILESS_MAIN(TestFormatsDoc)
#include "tst_formatsdoc.moc"
