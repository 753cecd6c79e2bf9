import {
  Brain,
  Feather,
  Flower2,
  Gem,
  HandHeart,
  Heart,
  Moon,
  Shield,
  Sparkles,
  Sun,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { foldText } from '@inhala/domain';

/** An icon for each intention; unknown ones get a feather, the universe always the stars. */
const BY_NAME: Record<string, LucideIcon> = {
  calma: Feather,
  descanso: Moon,
  abundancia: Gem,
  gratitud: HandHeart,
  'amor propio': Heart,
  sanacion: Flower2,
  claridad: Brain,
  energia: Zap,
  relaciones: Users,
  perdon: Sun,
  proteccion: Shield,
};

export function intentionIcon(name: string): LucideIcon {
  const key = foldText(name);
  if (key.includes('universo')) return Sparkles;
  return BY_NAME[key] ?? Feather;
}
