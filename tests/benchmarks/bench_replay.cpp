// SPDX-License-Identifier: GPL-3.0-or-later
// How long a long game takes to come back: a game is its rosters plus its actions, so opening a game,
// reading a game file and undoing all replay every action from the start. Measured on a game of
// 1,000 actions between two armies of 20 units, as median and 99th percentile over many runs.

#include "dice/randomdicesource.h"
#include "game/gamejson.h"
#include "testgames.h"

#include <QElapsedTimer>
#include <QMap>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace wm;
using namespace wm::test;

namespace {

constexpr int Actions = 1000;

Roster army(const QString &name, const QString &shooterName)
{
    Roster r;
    r.name = name;
    r.ruleset = RulesetId::Warmaster;
    r.pointsLimit = 2000;
    UnitProfile shooters = archers();
    shooters.name = shooterName;
    r.units = {rosterUnit(empireGeneral(), 125), rosterUnit(empireHero(), 80)};
    for (int i = 0; i < 4; ++i)
        r.units.append(rosterUnit(shooters, 55));
    for (int i = 0; i < 2; ++i)
        r.units.append(rosterUnit(bowmen(), 55));
    for (int i = 0; i < 2; ++i)
        r.units.append(rosterUnit(handgunners(), 65));
    for (int i = 0; i < 3; ++i)
        r.units.append(rosterUnit(knights(), 110));
    for (int i = 0; i < 4; ++i)
        r.units.append(rosterUnit(halberdiers(), 45));
    for (int i = 0; i < 2; ++i)
        r.units.append(rosterUnit(dwarfWarriors(), 110));
    r.units.append(rosterUnit(flagellants(), 70));
    return r;
}

GameSetup twentyUnitsASide()
{
    GameSetup setup;
    setup.ruleset = RulesetId::Warmaster;
    setup.players = {QStringLiteral("Anna"), QStringLiteral("Ben")};
    setup.rosters = {army(QStringLiteral("Reikland"), QStringLiteral("Archers")),
                     army(QStringLiteral("Border"), QStringLiteral("Crossbowmen"))};
    return setup;
}

// Plays a game the way players do, turn after turn, with dice rolled by the app: orders until a
// character fails, every shooter at a living enemy, the odd spell, drive backs, and corrections in
// the Combat phase. Every action is resolved by the game itself, so each one recorded is valid;
// what the rules refuse (an order after a failed one) is skipped, as the app would refuse it.
class Player
{
public:
    explicit Player(Game game)
        : m_game(std::move(game))
        , m_rng(20261121)
        , m_dice(&m_rng)
    {
    }

    const Game &game() const { return m_game; }
    int refused() const { return m_refused; }
    const QMap<QString, int> &kinds() const { return m_kinds; }

    void play()
    {
        while (!full()) {
            switch (m_game.battle().phase()) {
            case Phase::Command:
                commandPhase();
                break;
            case Phase::Shooting:
                shootingPhase();
                break;
            case Phase::Combat:
                combatPhase();
                break;
            }
            perform(EndPhaseAction{});
        }
    }

private:
    bool full() const { return m_game.actions().size() >= Actions; }

    bool perform(const ActionInput &input)
    {
        if (full())
            return false;
        auto prepared = m_game.prepare(input, m_dice);
        if (!prepared) {
            ++m_refused;
            return false;
        }
        m_game.accept(prepared.value());
        ++m_kinds[ActionText::key(input)];
        return true;
    }

    int side() const { return m_game.battle().activeSide(); }

    QList<const Unit *> living(int army, bool characters) const
    {
        QList<const Unit *> units;
        for (const Unit &u : m_game.battle().army(army)) {
            if (!u.state.isDestroyed() && u.profile.isCharacter() == characters)
                units.append(&u);
        }
        return units;
    }

    std::optional<UnitId> anyLiving(int army)
    {
        const QList<const Unit *> units = living(army, false);
        if (units.isEmpty())
            return std::nullopt;
        return units.at(m_rng.bounded(int(units.size())))->id;
    }

    void commandPhase()
    {
        QList<UnitId> characters;
        for (const Unit *c : living(side(), true))
            characters.append(c->id);
        for (UnitId character : std::as_const(characters)) {
            const int orders = 1 + m_rng.bounded(4);
            for (int i = 0; i < orders; ++i) {
                const QList<const Unit *> units = living(side(), false);
                if (units.isEmpty())
                    return;
                // Now and then a brigade of two neighbours in the line.
                const qsizetype first = m_rng.bounded(int(units.size()));
                QList<UnitId> ordered{units.at(first)->id};
                if (m_rng.bounded(8) == 0 && first + 1 < units.size())
                    ordered.append(units.at(first + 1)->id);
                const OrderAction order{
                    character,   ordered, 5 + m_rng.bounded(40), m_rng.bounded(4) == 0, m_rng.bounded(8) == 0,
                    std::nullopt};
                // A failed order leaves the character's next ones refused: he is done.
                if (!perform(order))
                    break;
            }
        }
    }

    void shootingPhase()
    {
        QList<const Unit *> shooters;
        for (const Unit *u : living(side(), false)) {
            if (u->profile.shootingAttacks)
                shooters.append(u);
        }
        QList<std::pair<UnitId, int>> shots;
        for (const Unit *u : std::as_const(shooters))
            shots.append({u->id, u->state.standsLeft});
        for (const auto &[unit, stands] : std::as_const(shots)) {
            const auto target = anyLiving(1 - side());
            if (!target)
                return;
            ShootAction shoot;
            shoot.shooters = {ShooterInput{unit, stands, 0, std::nullopt, false, std::nullopt}};
            shoot.target = *target;
            perform(shoot);
        }
        // A spell's hits, which drive back like shooting hits.
        if (m_rng.bounded(3) == 0) {
            if (const auto target = anyLiving(1 - side()))
                perform(StrikeHitsAction{*target, 1 + m_rng.bounded(3), true});
        }
    }

    void combatPhase()
    {
        // Units that went are put back, as fresh units coming on would be: the table stays full, so
        // every later action works on a battle of 40 units as a long game's do.
        QList<CorrectionAction> putBack;
        for (int army = 0; army < 2; ++army) {
            for (const Unit &u : m_game.battle().army(army)) {
                if (!u.state.isDestroyed())
                    continue;
                CorrectionAction back;
                back.unit = u.id;
                back.destroyed = false;
                back.positions = StandPositions{u.profile.stands, 0, 0};
                back.hits = 0;
                putBack.append(back);
            }
        }
        for (const CorrectionAction &back : std::as_const(putBack))
            perform(back);
        // A unit moved into or out of cover.
        if (const auto moved = anyLiving(m_rng.bounded(2))) {
            const int stands = m_game.battle().unit(*moved)->state.standsLeft;
            const int defended = m_rng.bounded(stands + 1);
            CorrectionAction cover;
            cover.unit = *moved;
            cover.positions = StandPositions{stands - defended, defended, 0};
            perform(cover);
        }
        // Hits from a scenario rule.
        if (m_rng.bounded(4) == 0) {
            if (const auto target = anyLiving(m_rng.bounded(2)))
                perform(StrikeHitsAction{*target, 1, false});
        }
    }

    Game m_game;
    QRandomGenerator m_rng;
    RandomDiceSource m_dice;
    int m_refused = 0;
    QMap<QString, int> m_kinds;
};

struct Timings
{
    double median = 0;
    double p99 = 0;
};

Timings timings(QList<qint64> nanoseconds)
{
    std::sort(nanoseconds.begin(), nanoseconds.end());
    const qsizetype n = nanoseconds.size();
    return Timings{nanoseconds.at(n / 2) / 1e6, nanoseconds.at(n * 99 / 100) / 1e6};
}

bool sameBattle(const Battle &a, const Battle &b)
{
    return a.army(0) == b.army(0) && a.army(1) == b.army(1) && a.turn() == b.turn() &&
           a.activeSide() == b.activeSide() && a.phase() == b.phase() && a.commandPhase() == b.commandPhase();
}

} // namespace

class BenchReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void replayAThousandActions();
    void readTheGameFile();
    void undoTheLastAction();

private:
    std::optional<Game> m_played;
};

void BenchReplay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto start = Game::start(twentyUnitsASide());
    QVERIFY2(start, qPrintable(start.ok() ? QString() : start.error().message));
    Player player(start.value());
    player.play();
    m_played = player.game();
    QCOMPARE(m_played->actions().size(), Actions);
    qsizetype dice = 0;
    for (const GameAction &a : m_played->actions())
        dice += a.dice.size();
    QStringList mix;
    for (auto it = player.kinds().begin(); it != player.kinds().end(); ++it)
        mix.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
    qInfo("the game: %d actions (%s), %lld dice, turn %d reached, %d refused actions skipped", Actions,
          qPrintable(mix.join(QStringLiteral(", "))), qlonglong(dice), m_played->battle().turn(), player.refused());
}

void BenchReplay::replayAThousandActions()
{
    constexpr int Replays = 200;
    QList<qint64> nanoseconds;
    nanoseconds.reserve(Replays);
    QElapsedTimer timer;
    for (int i = 0; i < Replays; ++i) {
        timer.start();
        auto replayed = Game::replay(m_played->setup(), m_played->actions());
        nanoseconds.append(timer.nsecsElapsed());
        QVERIFY(replayed);
        if (i == 0)
            QVERIFY(sameBattle(replayed->battle(), m_played->battle()));
    }
    const Timings t = timings(nanoseconds);
    qInfo("replay %d actions: median %.3f ms, 99th percentile %.3f ms (%d replays)", Actions, t.median, t.p99, Replays);
}

void BenchReplay::readTheGameFile()
{
    constexpr int Reads = 100;
    const QByteArray file = GameJson::write(m_played->setup(), m_played->actions());
    QList<qint64> nanoseconds;
    nanoseconds.reserve(Reads);
    QElapsedTimer timer;
    for (int i = 0; i < Reads; ++i) {
        timer.start();
        auto read = GameJson::read(file, QStringLiteral("bench.json"));
        nanoseconds.append(timer.nsecsElapsed());
        QVERIFY2(read, qPrintable(read.ok() ? QString() : read.error().message));
        if (i == 0)
            QVERIFY(sameBattle(read->battle(), m_played->battle()));
    }
    const Timings t = timings(nanoseconds);
    qInfo("read the game file (%lld KiB, every action replayed): median %.3f ms, 99th percentile %.3f ms (%d reads)",
          qlonglong(file.size() / 1024), t.median, t.p99, Reads);
}

void BenchReplay::undoTheLastAction()
{
    constexpr int Undos = 100;
    const auto before = Game::replay(m_played->setup(), m_played->actions().mid(0, Actions - 1));
    QVERIFY(before);
    QList<qint64> nanoseconds;
    nanoseconds.reserve(Undos);
    QElapsedTimer timer;
    for (int i = 0; i < Undos; ++i) {
        // Each undo on a game of its own, replayed from the log as a game opened from the database is.
        Game game = Game::replay(m_played->setup(), m_played->actions()).value();
        timer.start();
        const auto error = game.undoLast();
        nanoseconds.append(timer.nsecsElapsed());
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        QCOMPARE(game.actions().size(), Actions - 1);
        if (i == 0)
            QVERIFY(sameBattle(game.battle(), before->battle()));
    }
    const Timings t = timings(nanoseconds);
    qInfo("undo the last of %d actions: median %.3f ms, 99th percentile %.3f ms (%d undos)", Actions, t.median, t.p99,
          Undos);
}

QTEST_GUILESS_MAIN(BenchReplay)
#include "bench_replay.moc"
