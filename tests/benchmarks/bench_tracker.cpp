// SPDX-License-Identifier: GPL-3.0-or-later
// How long the tracker takes from a player's click to the changed cards painted, on a window of
// 1920×1080 showing a 1,000-action game of two 20-unit armies: a hit put on a unit and taken off
// again ("+ Hit", "− Hit"), a stand removed, End Phase, and Undo; then a hit and its undo with the
// Dice Log's tab in front of the History's. Each is timed from the click (or
// the key) until the widget it changed has received its paint event and the event queue is empty;
// the median and the 99th percentile of many such clicks are printed.

#include "tests/benchmarks/longgame.h"

#include "core/dice/randomdicesource.h"
#include "core/game/gamesession.h"
#include "ui/appstartup.h"
#include "ui/mainwindow.h"
#include "ui/resolve/endphasedialog.h"
#include "ui/tracker/armypanel.h"
#include "ui/tracker/trackerheader.h"
#include "ui/tracker/trackerview.h"
#include "ui/tracker/unitcard.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QToolButton>
#include <QWindow>

#include <algorithm>
#include <functional>

using namespace wm;
using namespace wm::bench;

namespace {

constexpr int Actions = 1000;
constexpr int Clicks = 200;

// Notes the first paint event a given widget receives.
class PaintWatch : public QObject
{
public:
    void watch(QWidget *widget)
    {
        m_widget = widget;
        m_painted = false;
    }
    bool painted() const { return m_painted; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_widget && event->type() == QEvent::Paint)
            m_painted = true;
        return false;
    }

private:
    QObject *m_widget = nullptr;
    bool m_painted = false;
};

struct Figures
{
    double median = 0;
    double p99 = 0;
};

Figures figures(QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms.at(ms.size() / 2), ms.at(std::min<qsizetype>(ms.size() - 1, ms.size() * 99 / 100))};
}

// A game of 1,000 actions, ended at a phase whose end needs no dice, so that End Phase is one click.
bool prepareDatabase(const QString &path)
{
    AppStartup startUp;
    if (auto error = startUp.open(path)) {
        qWarning("%s", qPrintable(error->message));
        return false;
    }
    auto start = Game::start(twentyUnitsASide());
    if (!start)
        return false;
    Player player(start.value(), Actions);
    player.play();
    for (int i = 0; i < 12 && EndPhaseDialog::needsDice(player.game()); ++i)
        player.playOnce(EndPhaseAction{});
    auto session = GameSession::import(*startUp.games(), player.game());
    return session && !startUp.games()->setCurrentGame(session->id());
}

class Bench
{
public:
    explicit Bench(MainWindow &window)
        : m_window(window)
    {
        qApp->installEventFilter(&m_watch);
    }

    // Times `act` until `changed` has been painted and nothing is left to do.
    double time(const std::function<void()> &act, QWidget *changed)
    {
        m_watch.watch(changed);
        QElapsedTimer timer;
        timer.start();
        act();
        while (!m_watch.painted() && timer.elapsed() < 2000)
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        const double ms = timer.nsecsElapsed() / 1e6;
        if (!m_watch.painted())
            ++m_unpainted;
        return ms;
    }

    QList<UnitCard *> cards() const
    {
        QList<UnitCard *> all;
        for (Side side : Side::both()) {
            ArmyPanel *panel = m_window.tracker()->army(side);
            for (UnitId id : panel->shownOrder())
                all << panel->card(id);
        }
        return all;
    }

    QToolButton *button(UnitCard *card, const QString &name) const { return card->findChild<QToolButton *>(name); }

    void report(QTextStream &out, const QString &what, const QList<double> &ms)
    {
        const Figures f = figures(ms);
        out << QStringLiteral("%1: median %2 ms, 99th percentile %3 ms (%4 clicks)\n")
                   .arg(what, -34)
                   .arg(f.median, 0, 'f', 2)
                   .arg(f.p99, 0, 'f', 2)
                   .arg(ms.size());
    }

private:
    MainWindow &m_window;
    PaintWatch m_watch;

public:
    // Clicks after which the widget they changed was never painted: a card off screen, a bug.
    int m_unpainted = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("wmassist"));
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    // `--keep PATH` leaves the game's database at PATH, to open it in wmassist and look at the board.
    const QStringList arguments = QCoreApplication::arguments();
    const qsizetype keep = arguments.indexOf(QStringLiteral("--keep"));
    const QString database = keep > 0 && keep + 1 < arguments.size() ? arguments.at(keep + 1)
                                                                     : dir.filePath(QStringLiteral("wmassist.sqlite"));
    if (!dir.isValid() || !prepareDatabase(database))
        return 1;
    if (keep > 0)
        return 0;
    AppStartup startUp;
    if (auto error = startUp.open(database)) {
        qWarning("%s", qPrintable(error->message));
        return 1;
    }
    MainWindow window;
    startUp.showIn(window);
    if (!window.game())
        return 1;
    window.setWindowState(Qt::WindowNoState);
    window.resize(1920, 1080);
    window.show();
    while (!window.windowHandle() || !window.windowHandle()->isExposed())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    QCoreApplication::processEvents();

    Bench bench(window);
    QList<double> hits;
    QList<double> stands;
    QList<double> ends;
    QList<double> undos;
    const QList<UnitCard *> cards = bench.cards();
    for (int i = 0; i < Clicks; ++i) {
        UnitCard *card = cards.at(i % cards.size());
        QToolButton *add = bench.button(card, QStringLiteral("add-hit"));
        QToolButton *remove = bench.button(card, QStringLiteral("remove-hit"));
        if (!add || !add->isEnabled() || !add->isVisible())
            continue;
        hits << bench.time([add] { QTest::mouseClick(add, Qt::LeftButton); }, card);
        if (remove && remove->isEnabled())
            hits << bench.time([remove] { QTest::mouseClick(remove, Qt::LeftButton); }, card);
    }
    QAction *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
    for (int i = 0; i < Clicks; ++i) {
        UnitCard *card = cards.at(i % cards.size());
        QToolButton *stand = bench.button(card, QStringLiteral("remove-stand"));
        if (!stand || !stand->isEnabled() || !stand->isVisible())
            continue;
        stands << bench.time([stand] { QTest::mouseClick(stand, Qt::LeftButton); }, card);
        undos << bench.time([undo] { undo->trigger(); }, card);
    }
    QAction *endPhase = window.findChild<QAction *>(QStringLiteral("actionEndPhase"));
    for (int i = 0; i < Clicks / 4 && !EndPhaseDialog::needsDice(window.game()->session().game()); ++i) {
        ends << bench.time([endPhase] { endPhase->trigger(); }, window.tracker()->header());
        undos << bench.time([undo] { undo->trigger(); }, window.tracker()->header());
    }

    // The same with the Dice Log's tab in front of the History's: its rows follow each hit and undo.
    window.findChild<QDockWidget *>(QStringLiteral("diceDock"))->raise();
    QCoreApplication::processEvents();
    QList<double> diceHits;
    QList<double> diceUndos;
    for (int i = 0; i < Clicks / 4; ++i) {
        UnitCard *card = cards.at(i % cards.size());
        QToolButton *add = bench.button(card, QStringLiteral("add-hit"));
        if (!add || !add->isEnabled() || !add->isVisible())
            continue;
        diceHits << bench.time([add] { QTest::mouseClick(add, Qt::LeftButton); }, card);
        diceUndos << bench.time([undo] { undo->trigger(); }, card);
    }

    QTextStream out(stdout);
    out << QStringLiteral("platform: %1, window 1920x1080, 2x20 units, a %2-action game\n")
               .arg(qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("default")))
               .arg(Actions);
    if (hits.isEmpty() || stands.isEmpty() || ends.isEmpty()) {
        out << "a kind of click found nothing to act on\n";
        return 1;
    }
    bench.report(out, QStringLiteral("a hit put on or taken off"), hits);
    bench.report(out, QStringLiteral("a stand removed"), stands);
    bench.report(out, QStringLiteral("End Phase"), ends);
    bench.report(out, QStringLiteral("Undo"), undos);
    if (!diceHits.isEmpty()) {
        bench.report(out, QStringLiteral("a hit, the Dice Log shown"), diceHits);
        bench.report(out, QStringLiteral("Undo, the Dice Log shown"), diceUndos);
    }
    if (bench.m_unpainted > 0) {
        out << bench.m_unpainted << " clicks painted nothing\n";
        return 1;
    }
    return 0;
}
