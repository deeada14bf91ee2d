// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamejson.h"

#include "core/game/actionjson.h"
#include "core/json/spelljson.h"
#include "core/limits.h"
#include "core/roster/rosterjson.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

namespace wm {

namespace {

QStringList setupFields()
{
    return {QStringLiteral("format"),      QStringLiteral("kind"),          QStringLiteral("ruleset"),
            QStringLiteral("firstPlayer"), QStringLiteral("rulesRevision"), QStringLiteral("optionalRules"),
            QStringLiteral("players")};
}

// "#rrggbb", as the player's colour is kept.
bool isColour(const QString &text)
{
    static const QRegularExpression colour(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    return colour.match(text).hasMatch();
}

// The optional rules chosen, each once, and each one the game's ruleset offers.
QList<OptionalRule> readOptionalRules(const JsonReader &r, const QJsonObject &o, RulesetId ruleset)
{
    const QString key = QStringLiteral("optionalRules");
    QList<OptionalRule> rules;
    if (!o.contains(key))
        return rules;
    const QJsonValue value = o.value(key);
    if (!value.isArray())
        r.expected(key, GameJson::tr("a list of optional rules"), value);
    const QJsonArray list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = JsonReader::at(key, i);
        const QList<OptionalRule> offered = Ruleset::optionalRules(ruleset);
        if (offered.isEmpty())
            r.fail(path, GameJson::tr("%1 has no optional rules").arg(Ruleset::name(ruleset)));
        const std::optional<OptionalRule> rule = enumFromKey<OptionalRule>(list.at(i).toString());
        if (!rule || !offered.contains(*rule)) {
            QStringList keys;
            for (OptionalRule each : offered)
                keys.append(enumKey(each));
            r.expected(path, JsonReader::tr("one of %1").arg(JsonReader::quoted(keys)), list.at(i));
        }
        if (rules.contains(*rule))
            r.fail(path, GameJson::tr("the optional rule is named twice"));
        rules.append(*rule);
    }
    return rules;
}

} // namespace

QJsonObject GameJson::setupToJson(const GameSetup &setup)
{
    QJsonArray players;
    for (Side side : Side::both()) {
        QJsonObject player{{QStringLiteral("name"), setup.players[side]},
                           {QStringLiteral("roster"), RosterJson::toJson(setup.rosters[side])}};
        if (!setup.colours[side].isEmpty())
            player.insert(QStringLiteral("colour"), setup.colours[side]);
        SpellJson::writeList(player, setup.spells[side]);
        players.append(player);
    }
    QJsonObject o{{QStringLiteral("format"), FormatVersion},
                  {QStringLiteral("kind"), kind()},
                  {QStringLiteral("ruleset"), enumKey(setup.ruleset)},
                  {QStringLiteral("firstPlayer"), setup.firstSide.index()},
                  {QStringLiteral("players"), players}};
    // A game of the first revision is written as it was read, without the field.
    if (setup.rulesRevision != 1)
        o.insert(QStringLiteral("rulesRevision"), setup.rulesRevision);
    // Written only when chosen: a game without them reads as every game before they were offered.
    if (!setup.optionalRules.isEmpty()) {
        QJsonArray rules;
        for (OptionalRule rule : setup.optionalRules)
            rules.append(enumKey(rule));
        o.insert(QStringLiteral("optionalRules"), rules);
    }
    return o;
}

GameSetup GameJson::setupFromJson(const JsonReader &r, const QJsonObject &o)
{
    r.format(o, FormatVersion);
    const QJsonValue k = o.value(QStringLiteral("kind"));
    if (k.toString() != kind())
        r.expected(QStringLiteral("kind"), JsonReader::quoted({kind()}), k);
    GameSetup setup;
    setup.ruleset =
        r.keyed<RulesetId>(o, QString(), QStringLiteral("ruleset"), enumKeys<RulesetId>(), enumFromKey<RulesetId>);
    setup.firstSide = r.side(o, QString(), QStringLiteral("firstPlayer"));
    // Games written before the revision was kept were played under the first.
    setup.rulesRevision =
        r.optionalInt(o, QString(), QStringLiteral("rulesRevision"), 1, GameSetup::CurrentRulesRevision).value_or(1);
    setup.optionalRules = readOptionalRules(r, o, setup.ruleset);
    const QJsonArray players = r.objects(o, QString(), QStringLiteral("players"), 2);
    if (players.size() != 2)
        r.expected(QStringLiteral("players"), tr("two players"), players);
    for (Side side : Side::both()) {
        const QString path = JsonReader::at(QStringLiteral("players"), side.index());
        const QJsonObject p = players.at(side.index()).toObject();
        r.onlyFields(
            p, path,
            {QStringLiteral("name"), QStringLiteral("colour"), QStringLiteral("roster"), QStringLiteral("spells")});
        setup.players[side] = r.text(p, path, QStringLiteral("name"), Limits::NameLength);
        setup.colours[side] = r.optionalText(p, path, QStringLiteral("colour"), Limits::NameLength);
        if (!setup.colours[side].isEmpty() && !isColour(setup.colours[side]))
            r.expected(JsonReader::join(path, QStringLiteral("colour")), tr("a colour as #rrggbb"),
                       p.value(QStringLiteral("colour")));
        const QString rosterPath = JsonReader::join(path, QStringLiteral("roster"));
        setup.rosters[side] = RosterJson::fromJson(r, r.object(p, path, QStringLiteral("roster")), rosterPath);
        setup.spells[side] = SpellJson::readList(r, p, path);
        if (setup.rosters[side].ruleset != setup.ruleset)
            r.fail(JsonReader::join(rosterPath, QStringLiteral("ruleset")),
                   tr("the roster is for %1, but the game is played with %2")
                       .arg(Ruleset::name(setup.rosters[side].ruleset), Ruleset::name(setup.ruleset)));
    }
    return setup;
}

QByteArray GameJson::writeSetup(const GameSetup &setup)
{
    return QJsonDocument(setupToJson(setup)).toJson(QJsonDocument::Compact);
}

Result<GameSetup> GameJson::readSetup(const QByteArray &json, const QString &fileName)
{
    // Only the database holds a setup alone: it is read as wmassist stored it.
    const JsonReader r(fileName, Limits::Origin::Stored);
    return r.read<GameSetup>([&] {
        const QJsonObject top = r.document(json);
        r.onlyFields(top, QString(), setupFields());
        return setupFromJson(r, top);
    });
}

QByteArray GameJson::write(const GameSetup &setup, const QList<GameAction> &actions)
{
    QJsonObject o = setupToJson(setup);
    QJsonArray list;
    for (const GameAction &action : actions)
        list.append(ActionJson::toJson(action));
    o.insert(QStringLiteral("actions"), list);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<GameFile> GameJson::readFile(const QByteArray &json, const QString &fileName, const Progress &progress)
{
    const JsonReader r(fileName);
    bool cancelled = false;
    auto read = r.read<GameFile>([&] {
        const QJsonObject top = r.document(json);
        r.onlyFields(top, QString(), setupFields() + QStringList{QStringLiteral("actions")});
        GameFile file;
        file.setup = setupFromJson(r, top);
        const QJsonArray actions = r.objects(top, QString(), QStringLiteral("actions"), Limits::GameActions);
        file.actions.reserve(actions.size());
        ProgressSteps steps(progress, actions.size());
        for (qsizetype i = 0; i < actions.size() && !cancelled; ++i) {
            file.actions.append(
                ActionJson::fromJson(r, actions.at(i).toObject(), JsonReader::at(QStringLiteral("actions"), i)));
            cancelled = !steps.step();
        }
        return file;
    });
    if (cancelled)
        return cancelledError();
    return read;
}

Result<QByteArray> GameJson::fileBytes(const QString &path)
{
    const QString &shown = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("file"), tr("%1: cannot be read: %2").arg(shown, file.errorString())};
    if (file.size() > Limits::GameFileBytes) {
        const QLocale locale;
        return Error{QStringLiteral("file"), tr("%1: is %2, larger than any game file (at most %3).")
                                                 .arg(shown, locale.formattedDataSize(file.size()),
                                                      locale.formattedDataSize(Limits::GameFileBytes))};
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return Error{QStringLiteral("file"), tr("%1: cannot be read: %2").arg(shown, file.errorString())};
    return bytes;
}

Result<Game> GameJson::read(const QByteArray &json, const QString &fileName, const Progress &progress)
{
    // One bar for both halves: the actions read, then replayed.
    const auto half = [&progress](qsizetype before) -> Progress {
        if (!progress)
            return {};
        return
            [&progress, before](qsizetype done, qsizetype total) { return progress(before * total + done, 2 * total); };
    };
    auto file = readFile(json, fileName, half(0));
    if (!file)
        return file.error();
    auto game = Game::replay(file->setup, file->actions, half(1));
    if (!game && game.error().field == CancelledField)
        return game.error();
    if (!game)
        return Error{game.error().field, tr("%1: %2").arg(fileName, game.error().message)};
    return game;
}

} // namespace wm
