// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the resolver tests share: a game kept in a database of its own, moved on to a phase, and the
// dice typed into a resolver the way a player types them.

#include "core/dice/scripteddicesource.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"
#include "ui/game/gamecontroller.h"
#include "ui/resolve/dicepanel.h"
#include "ui/resolve/resolverdialog.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace wm::test {

// A game started from `setup` in a fresh database, with its controller.
class TableGame
{
public:
    explicit TableGame(const GameSetup &setup)
    {
        if (!m_dir.isValid() || m_db.open(m_dir.filePath(QStringLiteral("game.sqlite"))))
            qFatal("no database for the test game");
        auto session = GameSession::create(m_store, setup);
        if (!session)
            qFatal("%s", qPrintable(session.error().message));
        m_controller = std::make_unique<GameController>(std::move(session).value());
    }

    GameController &controller() { return *m_controller; }
    const Battle &battle() const { return m_controller->battle(); }
    GameStore &store() { return m_store; }
    qsizetype actionsLogged() { return m_store.actions(m_controller->session().id())->size(); }

    // Does an action with these dice, as if a resolver had; fails the test when it cannot be done.
    void perform(const ActionInput &input, const QList<int> &faces = {})
    {
        ScriptedDiceSource dice(faces);
        auto done = m_controller->perform(input, dice);
        if (!done)
            qFatal("%s", qPrintable(done.error().message));
    }

    // Ends phases with no dice until the battle is in `phase` of the turn in play.
    void endPhasesUntil(Phase phase)
    {
        while (battle().phase() != phase)
            perform(EndPhaseAction{});
    }

    // Ends phases with no dice until it is `side`'s `phase`.
    void endPhasesUntil(Side side, Phase phase)
    {
        while (battle().activeSide() != side || battle().phase() != phase)
            perform(EndPhaseAction{});
    }

    // The second player's `wizard` casts `spell` (an aura on himself) in his Shooting phase with a
    // cast die of 5; the game then goes on to the first player's next `phase`, where the aura holds.
    void secondPlayerCastsAura(UnitId wizard, const QString &spell, Phase phase)
    {
        endPhasesUntil(Side::second(), Phase::Shooting);
        CastSpellAction cast;
        cast.wizard = wizard;
        cast.spell = spell;
        perform(cast, {5});
        endPhasesUntil(Side::first(), phase);
    }

private:
    QTemporaryDir m_dir;
    Database m_db;
    GameStore m_store{m_db};
    std::unique_ptr<GameController> m_controller;
};

// A spell that stays about the wizard who casts it, giving `state` to the units within `rangeCm` of
// him to the end of the opponent's next turn (Sand Storm, Aerial Shield, Tranquility of Heaven).
inline Spell auraSpell(const QString &name, SpellTarget target, SpellState state, int value, int rangeCm)
{
    Spell s;
    s.name = name;
    s.castRoll = 4;
    s.rangeCm = rangeCm;
    s.target = target;
    s.aura = true;
    s.states = {{state, value, SpellDuration::EndOfOpponentsNextTurn}};
    return s;
}

// Types the faces into the dialog's dice entry and presses Return, as a player does.
inline void typeDice(ResolverDialog &dialog, const QString &faces)
{
    QLineEdit *entry = dialog.dicePanel()->entry();
    entry->clear();
    QTest::keyClicks(entry, faces);
    QTest::keyClick(entry, Qt::Key_Return);
}

inline void clickApply(ResolverDialog &dialog)
{
    QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
}

// The dialog's child of that type and name; a test that misses one stops there, naming it.
template <typename W>
W *widget(const QObject &dialog, const QString &name)
{
    W *w = dialog.findChild<W *>(name);
    if (!w)
        qFatal("no widget %s", qPrintable(name));
    return w;
}

// With WM_SHOTS naming a folder, saves the dialog as players see it, to look at after a change.
inline void saveShot(QWidget &dialog, const char *name)
{
    if (!qEnvironmentVariableIsSet("WM_SHOTS"))
        return;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::qWait(50); // the layout settles on what was fitted once shown
    dialog.grab().save(qEnvironmentVariable("WM_SHOTS") + QLatin1Char('/') + QLatin1String(name) +
                       QStringLiteral(".png"));
}

} // namespace wm::test
