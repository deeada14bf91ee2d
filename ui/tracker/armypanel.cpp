// SPDX-License-Identifier: GPL-3.0-or-later
#include "armypanel.h"

#include "core/rules/endofbattle.h"
#include "ui/tracker/cardframe.h"
#include "ui/tracker/charactercard.h"
#include "ui/tracker/trackerstyle.h"
#include "ui/tracker/unitcard.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace wm {

namespace {

// The cards' scroll area, whose foot can be kept clear for what lies over it.
class CardsArea final : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    void setFoot(int height) { setViewportMargins(0, 0, 0, height); }
    int foot() const { return viewportMargins().bottom(); }
};

// Losses count in half units: "1½".
QString halves(int count)
{
    QString whole = QString::number(count / 2);
    if (count % 2 == 0)
        return whole;
    return count < 2 ? QStringLiteral("\u00bd") : whole + QStringLiteral("\u00bd");
}

} // namespace

ArmyPanel::ArmyPanel(QWidget *parent)
    : QWidget(parent)
{
    m_player = new QLabel(this);
    m_player->setObjectName(QStringLiteral("player"));
    m_player->setTextFormat(Qt::PlainText);
    m_roster = new QLabel(this);
    m_roster->setObjectName(QStringLiteral("roster"));
    m_roster->setTextFormat(Qt::PlainText);
    m_losses = new QLabel(this);
    m_losses->setObjectName(QStringLiteral("losses"));
    m_losses->setTextFormat(Qt::PlainText);
    m_losses->setWordWrap(true); // the reason for a half lost may take a second line

    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 4, 0);
    m_grid = new QGridLayout;
    m_grid->setSpacing(6);
    contentLayout->addLayout(m_grid);
    contentLayout->addStretch(1);

    m_scroll = new CardsArea(this);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->installEventFilter(this);

    // Who plays it and with which roster on one line: the rows below get the height.
    auto *who = new QHBoxLayout;
    who->setSpacing(10);
    who->addWidget(m_player);
    who->addWidget(m_roster, 1, Qt::AlignBaseline);
    m_victoryPoints = new QLabel(this);
    m_victoryPoints->setObjectName(QStringLiteral("victoryPoints"));
    m_victoryPoints->setTextFormat(Qt::PlainText);
    m_victoryPoints->setToolTip(tr("Victory points won from the enemy's losses: a unit destroyed or a character slain "
                                   "in full, a unit down to one stand at half"));
    who->addWidget(m_victoryPoints, 0, Qt::AlignBaseline);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(who);
    layout->addWidget(m_losses);
    layout->addWidget(m_scroll, 1);
    applyFonts();
}

void ArmyPanel::setArmy(const Battle &battle, const Army &army)
{
    m_accent = army.accent;
    const QList<Unit> &units = battle.army(army.side);
    rebuildCards(units);

    const QColor accent = TrackerStyle::readableAccent(palette(), army.accent);
    m_player->setText(army.player);
    // Palettes rather than style sheets: a style sheet set again at every click re-polishes the label.
    if (m_player->palette().color(QPalette::WindowText) != accent) {
        QPalette own = m_player->palette();
        own.setColor(QPalette::WindowText, accent);
        m_player->setPalette(own);
    }
    m_roster->setText(army.rosterName);
    m_victoryPoints->setText(tr("Victory points: %1").arg(army.victoryPoints));

    const ArmyLosses losses = armyLosses(units);
    QString lossesText = tr("Units lost: %1 of %2 (break point)").arg(halves(losses.halvesLost)).arg(losses.breakPoint);
    // Where a half comes from, said at a glance: a unit down to its last stand counts half.
    if (losses.reduced > 0)
        lossesText = tr("Units lost: %1 of %2 (break point): %3 destroyed, %4 down to one stand (\u00bd each)")
                         .arg(halves(losses.halvesLost))
                         .arg(losses.breakPoint)
                         .arg(losses.destroyed)
                         .arg(losses.reduced);
    if (losses.generalSlain)
        lossesText = tr("The General is slain: the army withdraws.");
    else if (losses.broken())
        lossesText = tr("Units lost: %1, at its break point of %2: the army withdraws.")
                         .arg(halves(losses.halvesLost))
                         .arg(losses.breakPoint);
    m_losses->setText(lossesText);
    const QColor lossesColour =
        losses.withdraws() ? TrackerStyle::confused(palette()) : palette().color(QPalette::WindowText);
    if (m_losses->palette().color(QPalette::WindowText) != lossesColour) {
        QPalette own = m_losses->palette();
        own.setColor(QPalette::WindowText, lossesColour);
        m_losses->setPalette(own);
    }

    const bool commanding = battle.phase() == Phase::Command && battle.activeSide() == army.side;
    for (const Unit &unit : units) {
        if (CharacterCard *c = m_characters.value(unit.id)) {
            const CommandPhaseState &phase = battle.commandPhase();
            auto orders = CharacterCard::Orders::None;
            if (commanding && phase.generalFailed)
                orders = CharacterCard::Orders::GeneralFailed;
            else if (commanding && !phase.mayOrder(unit.id))
                orders = CharacterCard::Orders::Failed;
            else if (commanding && phase.charactersFinished.contains(unit.id))
                orders = CharacterCard::Orders::Finished;
            else if (commanding)
                orders = CharacterCard::Orders::MayOrder;
            const QString with = unit.state.joinedUnit ? battle.unitName(*unit.state.joinedUnit) : QString();
            c->setCharacter(unit, battle.ruleset(), army.ordersThisPhase.value(unit.id), orders, army.accent, with);
        } else if (UnitCard *card = m_cards.value(unit.id)) {
            card->setEditable(army.editable);
            card->setUnit(battle, unit, army.accent);
        }
    }
}

CardFrame *ArmyPanel::frame(UnitId unit) const
{
    if (UnitCard *card = m_cards.value(unit))
        return card;
    return m_characters.value(unit);
}

QList<UnitId> ArmyPanel::shownOrder() const
{
    QList<UnitId> units;
    for (const UnitId id : m_order) {
        if (m_cards.contains(id))
            units << id;
    }
    return units;
}

void ArmyPanel::setMenuActions(const QList<QAction *> &unitActions, const QList<QAction *> &characterActions)
{
    m_unitActions = unitActions;
    m_characterActions = characterActions;
    for (UnitCard *card : std::as_const(m_cards))
        card->setMenuActions(unitActions);
    for (CharacterCard *card : std::as_const(m_characters))
        card->setMenuActions(characterActions);
}

void ArmyPanel::rebuildCards(const QList<Unit> &units)
{
    QList<UnitId> ids;
    for (const Unit &unit : units)
        ids << unit.id;
    QList<UnitId> known = m_cards.keys() + m_characters.keys();
    std::sort(known.begin(), known.end());
    QList<UnitId> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    if (known == sorted)
        return;
    // Another battle: its units get cards of their own.
    qDeleteAll(m_cards);
    qDeleteAll(m_characters);
    m_cards.clear();
    m_characters.clear();
    m_order.clear();
    QWidget *content = m_scroll->widget();
    const int height = cardSize(font()).height();
    // The army's own order, characters where the roster has them: a card never moves in a battle.
    for (const Unit &unit : units) {
        CardFrame *frame = nullptr;
        if (unit.profile.isCharacter()) {
            auto *card = new CharacterCard(content);
            card->setMenuActions(m_characterActions);
            connect(card, &CharacterCard::clicked, this, &ArmyPanel::unitClicked);
            m_characters.insert(unit.id, card);
            frame = card;
        } else {
            auto *card = new UnitCard(content);
            connect(card, &UnitCard::editRequested, this, &ArmyPanel::editRequested);
            connect(card, &UnitCard::clicked, this, &ArmyPanel::unitClicked);
            card->setMenuActions(m_unitActions);
            m_cards.insert(unit.id, card);
            frame = card;
        }
        frame->setFixedHeight(height);
        m_order << unit.id;
    }
    layOutCards(true);
}

QSize ArmyPanel::cardSize(const QFont &font)
{
    // Measured once per font on a card showing everything a card may show: every card is given it.
    static QHash<QString, QSize> sizes;
    const QString key = font.toString();
    if (const auto found = sizes.constFind(key); found != sizes.constEnd())
        return *found;
    UnitCard sample;
    sample.setFont(font);
    const QFontMetrics metrics(font);
    const QSize size(metrics.averageCharWidth() * 34, sample.sizeHint().height());
    sizes.insert(key, size);
    return size;
}

int ArmyPanel::columns() const
{
    // As many columns as whole cards fit side by side: a card is never cut. The width comes from the
    // font alone, so both armies, side by side at the same width, get the same columns.
    const int cardWidth = cardSize(font()).width();
    const int spacing = m_grid->horizontalSpacing();
    const int room = m_scroll->viewport()->width() - m_scroll->widget()->layout()->contentsMargins().right();
    return std::clamp((room + spacing) / (cardWidth + spacing), 1, 4);
}

void ArmyPanel::layOutCards(bool force)
{
    const int wanted = columns();
    if (wanted == m_columns && !force)
        return;
    m_columns = wanted;
    for (const UnitId id : std::as_const(m_order))
        m_grid->removeWidget(frame(id));
    for (int i = 0; i < m_order.size(); ++i)
        m_grid->addWidget(frame(m_order.at(i)), i / wanted, i % wanted);
    for (int c = 0; c < 4; ++c)
        m_grid->setColumnStretch(c, c < wanted ? 1 : 0);
}

void ArmyPanel::setCoveredFoot(int height)
{
    auto *area = static_cast<CardsArea *>(m_scroll);
    if (area->foot() != height)
        area->setFoot(height);
}

QString ArmyPanel::lossesText() const
{
    return m_losses->text();
}

bool ArmyPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        layOutCards();
    return QWidget::eventFilter(watched, event);
}

void ArmyPanel::applyFonts()
{
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(font().pointSizeF() * 1.5);
    m_player->setFont(title);
    QFont section = font();
    section.setBold(true);
    m_losses->setFont(section);
}

void ArmyPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        applyFonts();
        const int height = cardSize(font()).height();
        for (const UnitId id : std::as_const(m_order))
            frame(id)->setFixedHeight(height);
        layOutCards(true);
    }
}

} // namespace wm
