// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitcard.h"

#include "core/rules/itemeffects.h"
#include "core/rules/movement.h"
#include "core/rules/pace.h"
#include "ui/tracker/elidedlabel.h"
#include "ui/tracker/profiletext.h"
#include "ui/tracker/standpips.h"
#include "ui/tracker/trackerstyle.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace wm {

namespace {

QString destroyedText(DestroyedBy cause)
{
    switch (cause) {
    case DestroyedBy::Casualties:
        return UnitCard::tr("Destroyed");
    case DestroyedBy::Rout:
        return UnitCard::tr("Routed");
    case DestroyedBy::Mishap:
        return UnitCard::tr("Lost to a mishap");
    case DestroyedBy::Retreat:
        return UnitCard::tr("Destroyed retreating");
    case DestroyedBy::WithUnit:
        return UnitCard::tr("Slain with his unit");
    case DestroyedBy::LeftTable:
        return UnitCard::tr("Left the table: destroyed");
    case DestroyedBy::MovedThrough:
        return UnitCard::tr("Slain: moved through with no friend to join");
    }
    return UnitCard::tr("Destroyed");
}

QString positionText(const StandPositions &p)
{
    if (p.total() == 0)
        return {};
    if (p.open == p.total())
        return UnitCard::tr("Open");
    if (p.defended == p.total())
        return UnitCard::tr("Defended");
    if (p.fortified == p.total())
        return UnitCard::tr("Fortified");
    QStringList parts;
    if (p.open > 0)
        parts << UnitCard::tr("Open %1").arg(p.open);
    if (p.defended > 0)
        parts << UnitCard::tr("Defended %1").arg(p.defended);
    if (p.fortified > 0)
        parts << UnitCard::tr("Fortified %1").arg(p.fortified);
    return parts.join(QStringLiteral(" · "));
}

// The markers of a unit card as they are added, the most pressing first; `neutral` colours those
// that are neither a danger nor combat.
struct UnitCardMarkers
{
    QList<Marker> &markers;
    QPalette palette;
    QColor neutral;

    void add(const QString &name, const QString &text, const QColor &background, const QString &toolTip = {}) const
    {
        markers.append({name, text, toolTip, background});
    }
};

// What the unit is doing or may still do: off the table, confused, engaged, its moves this turn.
void addUnitCardStateMarkers(const UnitCardMarkers &m, const UnitState &s)
{
    // Off the table (Warmaster): its return roll, for the players to read.
    if (s.offTableScore)
        m.add(QStringLiteral("offTable"), UnitCard::tr("OFF TABLE"), m.neutral,
              UnitCard::tr("It left the table: its return roll scored %1 (a D6, -1 for each stand lost).")
                  .arg(*s.offTableScore));
    // The most pressing first: what does not fit goes under "+N" at the end.
    if (s.isConfused())
        m.add(QStringLiteral("confused"), UnitCard::tr("CONFUSED"), TrackerStyle::confused(m.palette),
              UnitCard::tr("%1: confused %2.")
                  .arg(ConfusionText::cause(*s.confusion), ConfusionText::ends(*s.confusion)));
    if (s.engaged)
        m.add(QStringLiteral("engaged"), UnitCard::tr("ENGAGED"), TrackerStyle::engaged(m.palette));
    if (s.hitsCarriedIntoCombat > 0)
        m.add(QStringLiteral("carried"), UnitCard::tr("Hits into combat: %1").arg(s.hitsCarriedIntoCombat),
              TrackerStyle::engaged(m.palette));
    // What this Command phase still allows it, as its orders and moves left it.
    if (s.orderLimit)
        m.add(QStringLiteral("moveLimit"), MoveLimitText::name(s.orderLimit->limit), m.neutral,
              MoveLimitText::cause(s.orderLimit->cause));
    if (s.chargedThisTurn)
        m.add(QStringLiteral("charged"), UnitCard::tr("Charged"), TrackerStyle::engaged(m.palette));
    else if (s.evadedThisTurn)
        m.add(QStringLiteral("evaded"), UnitCard::tr("Evaded"), m.neutral);
    else if (s.movedOnInitiative)
        m.add(QStringLiteral("initiative"), UnitCard::tr("Moved on initiative"), m.neutral);
    if (s.homedBackThisTurn)
        m.add(QStringLiteral("homedBack"), UnitCard::tr("Homed back"), m.neutral);
    // A penalty to every order from now on: said as the Command it costs, as the order form says it.
    if (s.permanentCommandPenalty != 0)
        m.add(
            QStringLiteral("penalty"), UnitCard::tr("\u2212%1 Command").arg(s.permanentCommandPenalty), m.neutral,
            UnitCard::tr("Every order to this unit takes %1 Command more for the rest of the battle (a blunder, or its "
                         "commander slain).")
                .arg(s.permanentCommandPenalty));
    if (s.immobilised)
        m.add(QStringLiteral("immobilised"), UnitCard::tr("Immobilised"), m.neutral);
}

void addUnitCardSpellMarkers(const UnitCardMarkers &m, const Battle &battle, const UnitState &s)
{
    // One marker a spell on the unit: its name and when it ends, each state it gives in the tooltip.
    QStringList spells;
    for (const SpellOnUnit &on : s.spells) {
        if (!spells.contains(on.spell))
            spells.append(on.spell);
    }
    for (const QString &spell : std::as_const(spells)) {
        QStringList states;
        std::optional<int> endsTurn;
        bool endsThisTurn = false;
        for (const SpellOnUnit &on : s.spells) {
            if (on.spell != spell)
                continue;
            states.append(on.aura ? UnitCard::tr("%1, on units within %2 cm")
                                        .arg(SpellText::state(on.state, on.value))
                                        .arg(on.rangeCm)
                                  : SpellText::state(on.state, on.value));
            endsTurn = on.endsTurn;
            endsThisTurn = on.endsTurn && *on.endsTurn == battle.turn() && on.endsSide == battle.activeSide();
        }
        const QString ends = !endsTurn      ? UnitCard::tr("until it moves")
                             : endsThisTurn ? UnitCard::tr("ends this turn")
                                            : UnitCard::tr("ends turn %1").arg(*endsTurn);
        m.add(QStringLiteral("spell"), UnitCard::tr("%1 · %2").arg(spell, ends), m.neutral,
              UnitCard::tr("%1: %2.").arg(spell, states.join(UnitCard::tr("; "))));
    }
}

// Its magic item used up, where its stands stand, and its attached stand.
void addUnitCardStandMarkers(const UnitCardMarkers &m, const Battle &battle, const Unit &unit)
{
    const UnitState &s = unit.state;
    // A banner or weapon used up says so: the players need not remember it.
    if (itemSpent(unit))
        m.add(QStringLiteral("itemSpent"),
              UnitCard::tr("%1 \u2014 used").arg(MagicItemText::name(*unit.profile.magicItem)), m.neutral,
              MagicItemText::summary(*unit.profile.magicItem));
    // Where its stands stand, near the end: in the open is how most units spend the battle.
    // A fortified unit's half pace is said with its position: the profile line may be cut short.
    const QString position = positionText(s.positions);
    if (const PaceNow pace = paceNow(unit, battle.ruleset()); !position.isEmpty() && pace.fortified)
        m.add(QStringLiteral("position"), UnitCard::tr("%1 · half pace").arg(position), m.neutral,
              UnitCard::tr(
                  "A stand in a fortified position: it moves at most %1 cm, unless it charges or evades (%2 cm).")
                  .arg(pace.orderedCm)
                  .arg(pace.chargeCm));
    else if (!position.isEmpty())
        m.add(QStringLiteral("position"), position, m.neutral);
    // The stand its list attached, after its position: there, or the one lost.
    if (const std::optional<AttachedStand> &attached = unit.profile.attached) {
        if (unit.hasAttachedStand())
            m.add(QStringLiteral("attached"), UnitCard::tr("+ %1").arg(attached->name), m.neutral,
                  UnitCard::tr(
                      "One of its stands is %1, fighting and shooting with its own attacks; its loss costs no Command "
                      "penalty. If it was the stand lost, say so from the card's menu.")
                      .arg(attached->name));
        else
            m.add(QStringLiteral("attached"), UnitCard::tr("%1 lost").arg(attached->name), m.neutral);
    }
}

} // namespace

UnitCard::UnitCard(QWidget *parent)
    : CardFrame(parent)
{
    setObjectName(QStringLiteral("unitCard"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);

    const auto label = [this](const QString &name) {
        auto *l = new ElidedLabel(this);
        l->setObjectName(name);
        return l;
    };
    m_name = label(QStringLiteral("name"));
    m_kind = label(QStringLiteral("kind"));
    // The profile and the rules' names are one glance away from the counters; the rules' summaries
    // and what wmassist does with them are in the tooltip.
    m_profile = label(QStringLiteral("profile"));
    m_rules = label(QStringLiteral("rules"));
    m_pips = new StandPips(this);
    m_pips->setObjectName(QStringLiteral("stands"));
    m_hits = new QLabel(this);
    m_hits->setObjectName(QStringLiteral("hits"));
    m_hitsOf = new QLabel(this);
    m_hitsOf->setObjectName(QStringLiteral("hitsOf"));
    m_markers = new MarkerStrip(this);
    m_markers->setObjectName(QStringLiteral("markers"));

    // The quick edits are icons, their names in the tooltips: a card stays small enough for twenty
    // of them to be seen at once.
    addButton(tr("\u2212 Hit"), tr("Take one hit off this unit (-)"), QuickEdit::RemoveHit);
    addButton(tr("+ Hit"), tr("Put one more hit on this unit (+)"), QuickEdit::AddHit);
    addButton(tr("Confused"), tr("Mark this unit confused, or no longer confused (C)"), QuickEdit::ToggleConfused);
    addButton(tr("\u2212 Stand"), tr("Remove one stand, the least protected first (Delete)"), QuickEdit::RemoveStand);

    layOut();
    applyFonts();
    applyColours();
}

void UnitCard::layOut()
{
    // Three lines: the hits in large figures on the name's line, the quick edits under them, the
    // markers with the pips at the bottom. What the unit is (type, rules, profile) fills the middle line,
    // cut short where it must and whole in its tooltips: a card stays small enough for twenty of
    // them to be seen at once.
    auto *hits = new QHBoxLayout;
    hits->setSpacing(4);
    hits->addWidget(m_hits, 0, Qt::AlignBaseline);
    hits->addWidget(m_hitsOf, 0, Qt::AlignBaseline);
    m_kind->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_rules->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto *what = new QHBoxLayout;
    what->setSpacing(8);
    what->addWidget(m_kind);
    what->addWidget(m_rules);
    what->addWidget(m_profile, 1);
    // The four quick edits in one row under the hits, right above the pips and the markers they
    // change: the markers' line keeps its width for the words (CONFUSED whole on a narrow card).
    auto *hitButtons = new QHBoxLayout;
    hitButtons->setSpacing(2);
    hitButtons->addWidget(button(QuickEdit::RemoveHit));
    hitButtons->addWidget(button(QuickEdit::AddHit));
    hitButtons->addSpacing(4);
    hitButtons->addWidget(button(QuickEdit::RemoveStand));
    hitButtons->addWidget(button(QuickEdit::ToggleConfused));
    auto *strength = new QHBoxLayout;
    strength->setSpacing(2);
    strength->addWidget(m_pips, 0, Qt::AlignVCenter);
    // Each line shares out its own width: the name gives room only to the hits, the markers only
    // to the pips and their buttons, so neither is cut for the widest thing on another line.
    const auto line = [](QWidget *left, QLayout *right) {
        auto *row = new QHBoxLayout;
        row->setSpacing(6);
        row->addWidget(left, 1, Qt::AlignVCenter);
        row->addLayout(right);
        return row;
    };
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(CardFrame::frameMargins() + QMargins(2, 0, 2, 0));
    layout->setSpacing(1);
    layout->addLayout(line(m_name, hits));
    auto *middle = new QHBoxLayout;
    middle->setSpacing(6);
    middle->addLayout(what, 1);
    middle->addLayout(hitButtons);
    layout->addLayout(middle);
    layout->addLayout(line(m_markers, strength));
}

QToolButton *UnitCard::button(QuickEdit edit) const
{
    for (const auto &[button, which] : m_buttons) {
        if (which == edit)
            return button;
    }
    return nullptr;
}

QToolButton *UnitCard::addButton(const QString &text, const QString &toolTip, QuickEdit edit)
{
    static const QHash<QuickEdit, QString> names{{QuickEdit::RemoveHit, QStringLiteral("remove-hit")},
                                                 {QuickEdit::AddHit, QStringLiteral("add-hit")},
                                                 {QuickEdit::ToggleConfused, QStringLiteral("confused")},
                                                 {QuickEdit::RemoveStand, QStringLiteral("remove-stand")}};
    auto *button = new QToolButton(this);
    button->setObjectName(names.value(edit));
    button->setText(text);
    button->setAccessibleName(text);
    button->setToolTip(toolTip);
    button->setIcon(TrackerStyle::icon(names.value(edit)));
    button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    button->setAutoRaise(true);
    // Buttons do not take the focus from the card, so the keyboard keeps working on the card.
    button->setFocusPolicy(Qt::NoFocus);
    connect(button, &QToolButton::clicked, this, [this, edit] {
        Q_EMIT clicked(unitId());
        Q_EMIT editRequested(unitId(), edit);
    });
    m_buttons.append({button, edit});
    return button;
}

void UnitCard::setUnit(const Battle &battle, const Unit &unit, const QColor &accent)
{
    setUnitId(unit.id);
    Content content = contentOf(battle, unit, accent);
    // Most cards are unchanged by an action: they cost the comparison and nothing else.
    if (m_shown && content == m_content)
        return;
    show(content);
}

UnitCard::Content UnitCard::contentOf(const Battle &battle, const Unit &unit, const QColor &accent) const
{
    Content c;
    const UnitState &s = unit.state;
    c.gone = s.isDestroyed();
    c.editable = m_editable;
    c.accent = accent;
    c.name = unit.displayName();
    c.kind = unit.label.isEmpty() ? UnitTypeText::name(unit.profile.type)
                                  : tr("%1 · %2").arg(unit.profile.name, UnitTypeText::name(unit.profile.type));
    c.profile = ProfileText::line(unit, battle.ruleset());
    c.rules = ProfileText::ruleNames(unit.profile);
    c.rulesToolTip = ProfileText::rulesToolTip(unit.profile);
    c.standsLeft = s.standsLeft;
    c.stands = unit.profile.stands;
    c.swapAttached = QuickEdits::input(battle, unit.id, QuickEdit::SwapAttachedStand).has_value();
    c.hits = QString::number(s.hitsAccumulated);
    c.hitsOf = tr("/ %1 hits").arg(unit.hitsValue());
    c.accessibleName = tr("%1: %2 of %3 stands, %4 hits")
                           .arg(unit.displayName())
                           .arg(s.standsLeft)
                           .arg(unit.profile.stands)
                           .arg(s.hitsAccumulated);
    for (const auto &[button, edit] : m_buttons) {
        // Core says which edits make sense now; the card only offers those.
        c.editsEnabled.append(QuickEdits::input(battle, unit.id, edit).has_value());
    }

    // The system's palette, not this widget's: the card sets its own text colours.
    const QPalette p = QApplication::palette();
    const QColor neutral = p.color(QPalette::AlternateBase).darker(TrackerStyle::isDark(p) ? 70 : 108);
    const UnitCardMarkers cardMarkers{.markers = c.markers, .palette = p, .neutral = neutral};
    if (c.gone) {
        cardMarkers.add(QStringLiteral("destroyed"), destroyedText(*s.destroyed), neutral);
        return c;
    }
    addUnitCardStateMarkers(cardMarkers, s);
    addUnitCardSpellMarkers(cardMarkers, battle, s);
    addUnitCardStandMarkers(cardMarkers, battle, unit);
    return c;
}

void UnitCard::show(const Content &c)
{
    ++m_updates;
    const Content old = std::exchange(m_content, c);
    m_swapAttached = c.swapAttached;
    const bool first = !m_shown;
    m_shown = true;
    // Only what changed is set: a label given its own text again would still lay out its card anew.
    if (first || old.name != c.name)
        m_name->setText(c.name);
    if (first || old.kind != c.kind)
        m_kind->setText(c.kind);
    if (first || old.profile != c.profile)
        m_profile->setText(c.profile);
    if (first || old.rules != c.rules) {
        m_rules->setText(c.rules);
        m_rules->setToolTip(c.rulesToolTip);
        m_rules->setVisible(!c.rules.isEmpty());
    }
    if (first || old.standsLeft != c.standsLeft || old.stands != c.stands)
        m_pips->setStands(c.standsLeft, c.stands);
    if (first || old.hits != c.hits)
        m_hits->setText(c.hits);
    if (first || old.hitsOf != c.hitsOf)
        m_hitsOf->setText(c.hitsOf);
    m_markers->setMarkers(c.markers);
    for (qsizetype i = 0; i < m_buttons.size(); ++i)
        m_buttons.at(i).first->setEnabled(c.editsEnabled.value(i));
    for (const auto &[button, edit] : std::as_const(m_buttons))
        button->setVisible(!c.gone && c.editable);
    setAccessibleName(c.accessibleName);
    // Each repaints the frame and recolours the texts only when it changes.
    setAccent(c.accent);
    setGone(c.gone);
}

QString UnitCard::hitsText() const
{
    return m_content.hits + QLatin1Char(' ') + m_content.hitsOf;
}

QString UnitCard::profileText() const
{
    return m_content.profile;
}

QString UnitCard::rulesText() const
{
    return m_content.rules;
}

QString UnitCard::rulesToolTip() const
{
    return m_content.rulesToolTip;
}

QStringList UnitCard::markers() const
{
    QStringList texts;
    for (const Marker &marker : m_content.markers)
        texts << marker.text;
    return texts;
}

QString UnitCard::markerToolTip(const QString &name) const
{
    for (const Marker &marker : m_content.markers) {
        if (marker.name == name)
            return marker.toolTip;
    }
    return {};
}

void UnitCard::applyFonts()
{
    const QFont base = font();
    QFont title = base;
    title.setBold(true);
    title.setPointSizeF(base.pointSizeF() * 1.15);
    m_name->setFont(title);
    QFont small = base;
    small.setPointSizeF(base.pointSizeF() * 0.9);
    m_kind->setFont(small);
    m_profile->setFont(small);
    m_rules->setFont(small);
    QFont big = base;
    big.setBold(true);
    // The hits are what a player looks for from across the table.
    big.setPointSizeF(base.pointSizeF() * 1.9);
    m_hits->setFont(big);
    m_hitsOf->setFont(base);
    m_pips->setFont(base);
    m_markers->setFont(small);
    // The icons grow with the zoom, as the text does.
    const int icon = qMax(16, QFontMetrics(base).height());
    // At least 24 px, a target a finger or a hurried pointer finds; they set the height of their line.
    const int side = qMax(24, icon + 6);
    for (const auto &[button, edit] : std::as_const(m_buttons)) {
        button->setIconSize(QSize(icon, icon));
        button->setFixedSize(side, side);
    }
}

void UnitCard::applyColours()
{
    CardFrame::applyColours();
    // The type line is quieter than the rest.
    const QPalette p = QApplication::palette();
    QPalette quiet = m_kind->palette();
    quiet.setColor(QPalette::WindowText,
                   p.color(isGone() ? QPalette::Disabled : QPalette::Active, QPalette::PlaceholderText));
    m_kind->setPalette(quiet);
    m_rules->setPalette(quiet);

    m_pips->setColor(stripeColour());
}

void UnitCard::changeEvent(QEvent *event)
{
    CardFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void UnitCard::mousePressEvent(QMouseEvent *event)
{
    CardFrame::mousePressEvent(event);
    setFocus(Qt::MouseFocusReason);
    Q_EMIT clicked(unitId());
}

void UnitCard::focusInEvent(QFocusEvent *event)
{
    CardFrame::focusInEvent(event);
    Q_EMIT clicked(unitId());
}

void UnitCard::addOwnMenuEntries(QMenu &menu)
{
    // The rarer edits live in the card's menu; the main window's Unit menu has them all with their keys.
    if (!menu.isEmpty())
        menu.addSeparator();
    const std::pair<QString, QuickEdit> entries[] = {
        {tr("Engaged / Not Engaged"), QuickEdit::ToggleEngaged},
        {tr("All Stands in the Open"), QuickEdit::AllOpen},
        {tr("All Stands Defended"), QuickEdit::AllDefended},
        {tr("All Stands Fortified"), QuickEdit::AllFortified},
        {tr("The Attached Stand Was the One Lost / Is Back"), QuickEdit::SwapAttachedStand},
    };
    for (const auto &[text, edit] : entries) {
        // The swap only for a unit with an attached stand that has lost one.
        if (edit == QuickEdit::SwapAttachedStand && !m_swapAttached)
            continue;
        QAction *action = menu.addAction(text);
        const QuickEdit chosen = edit;
        connect(action, &QAction::triggered, this, [this, chosen] { Q_EMIT editRequested(unitId(), chosen); });
    }
}

} // namespace wm
